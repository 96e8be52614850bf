import { useData } from 'vike-react/useData'
import { PageHeader } from '@/components/PageHeader'
import { ContactDetails } from '@/features/contact/ContactDetails'
import { ContactForm } from '@/features/contact/ContactForm'
import { ContactMap } from '@/features/contact/ContactMap'
import { useRequestForMessage } from '@/features/requestList/RequestForMessage'
import { useT, useUi } from '@/i18n/useT'
import type { Data } from './+data'
import './contactPage.css'

export default function Page() {
  const { place, request } = useData<Data>()
  const requestList = useRequestForMessage(request.listHref, request.samplesTerms)
  const { company } = useUi()
  const t = useT()
  return (
    <>
      <PageHeader title={t('contact.title')} lead={t('contact.intro')} />
      <div className="container section">
        <div className="contact-page__grid">
          <ContactForm attachment={requestList.text} onSent={requestList.onSent}>
            {requestList.summary}
          </ContactForm>
          <ContactDetails company={company} />
        </div>
        <ContactMap place={place} label={t('contact.mapLabel')} />
      </div>
    </>
  )
}
