import type { Company } from '#src/catalogue/generatedData.ts'
import type { InLanguage } from '#src/i18n/inLanguage.ts'
import { useT } from '#src/i18n/useT.ts'
import './ContactDetails.css'

/** The company facts the contact page shows, in its language. */
export type ContactFacts = InLanguage<Pick<Company, 'email' | 'phone' | 'officeHours' | 'legalAddress' | 'hqAddress' | 'warehouseAddress'>>

/** The contact box (e-mail, phone, hours) and the address box (legal address, headquarters, warehouse). */
export function ContactDetails({ company }: { company: ContactFacts }) {
  const t = useT()
  const addresses = [
    [t('contact.legalAddress'), company.legalAddress],
    [t('contact.hqAddress'), company.hqAddress],
    [t('contact.warehouseAddress'), company.warehouseAddress],
  ] as const
  return (
    <div className="contact-details">
      <section className="contact-box" aria-labelledby="contact-details-title">
        <h2 id="contact-details-title">{t('contact.detailsTitle')}</h2>
        <dl>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>
          </dd>
          <dt>{t('contact.hours')}</dt>
          <dd>
            {company.officeHours.split(/;\s*/).map((line) => (
              <span key={line} className="contact-box__line">
                {line}
              </span>
            ))}
          </dd>
        </dl>
      </section>
      <section className="contact-box" aria-labelledby="contact-addresses-title">
        <h2 id="contact-addresses-title">{t('contact.addressesTitle')}</h2>
        <dl>
          {addresses.map(([label, address]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <address>{address}</address>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
