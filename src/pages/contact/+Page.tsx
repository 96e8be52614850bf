import { useData } from 'vike-react/useData'
import { ContactDetails } from '@/features/contact/ContactDetails'
import { ContactForm } from '@/features/contact/ContactForm'
import { ContactMap } from '@/features/contact/ContactMap'
import { useT } from '@/i18n/useT'
import type { Data } from './+data'
import './contactPage.css'

export default function Page() {
  const { details, place } = useData<Data>()
  const t = useT()
  return (
    <main className="page contact-page">
      <h1>{t('contact.title')}</h1>
      <p className="contact-page__intro">{t('contact.intro')}</p>
      <div className="contact-page__grid">
        <ContactForm />
        <ContactDetails {...details} />
      </div>
      <ContactMap place={place} label={t('contact.mapLabel')} />
    </main>
  )
}
