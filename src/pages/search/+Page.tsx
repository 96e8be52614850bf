import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { SearchResults } from '#src/features/search/SearchResults.tsx'
import { useT } from '#src/i18n/useT.ts'
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
