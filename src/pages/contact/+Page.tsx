import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { ContactDetails } from '#src/features/contact/ContactDetails.tsx'
import { ContactForm } from '#src/features/contact/ContactForm.tsx'
import { ContactMap } from '#src/features/contact/ContactMap.tsx'
import { useRequestForMessage } from '#src/features/requestList/RequestForMessage.tsx'
import { useT, useUi } from '#src/i18n/useT.ts'
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
          <ContactForm attachment={requestList.attachment} onSent={requestList.onSent}>
            {requestList.summary}
          </ContactForm>
          <ContactDetails company={company} />
        </div>
        <ContactMap place={place} label={t('contact.mapLabel')} />
      </div>
    </>
  )
}
