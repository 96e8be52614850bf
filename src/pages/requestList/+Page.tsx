import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { RequestListView } from '#src/features/requestList/RequestListView.tsx'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'

export default function Page() {
  const { contactHref, origin, manufacturerFacts } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={t('request.title')} lead={t('request.intro')} />
      <div className="container section">
        <RequestListView contactHref={contactHref} origin={origin} manufacturerFacts={manufacturerFacts} />
      </div>
    </>
  )
}
