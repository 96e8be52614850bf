import { useData } from 'vike-react/useData'
import { PageHeader } from '@/components/PageHeader'
import { RequestListView } from '@/features/requestList/RequestListView'
import { useT } from '@/i18n/useT'
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
