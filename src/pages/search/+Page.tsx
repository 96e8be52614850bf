import { useData } from 'vike-react/useData'
import { PageHeader } from '@/components/PageHeader'
import { SearchResults } from '@/features/search/SearchResults'
import { useT } from '@/i18n/useT'
import type { Data } from './+data'

export default function Page() {
  const { back } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={t('search.title')} back={back} />
      <div className="container section">
        <SearchResults />
      </div>
    </>
  )
}
