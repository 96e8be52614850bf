import { useT } from '@/i18n/useT'
import './ContactDetails.css'

export interface ContactDetailsProps {
  email: string
  phone: string
  officeHours: string
  legalAddress: string
  hqAddress: string
  warehouseAddress: string
}

/** The contact box (e-mail, phone, hours) and the address box (legal address, headquarters, warehouse). */
export function ContactDetails(props: ContactDetailsProps) {
  const t = useT()
  const addresses = [
    [t('contact.legalAddress'), props.legalAddress],
    [t('contact.hqAddress'), props.hqAddress],
    [t('contact.warehouseAddress'), props.warehouseAddress],
  ] as const
  return (
    <div className="contact-details">
      <section className="contact-box" aria-labelledby="contact-details-title">
        <h2 id="contact-details-title">{t('contact.detailsTitle')}</h2>
        <dl>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${props.email}`}>{props.email}</a>
          </dd>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${props.phone.replace(/[^+\d]/g, '')}`}>{props.phone}</a>
          </dd>
          <dt>{t('contact.hours')}</dt>
          <dd>
            {props.officeHours.split(/;\s*/).map((line) => (
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
