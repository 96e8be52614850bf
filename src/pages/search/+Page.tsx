import { SearchResults } from '@/features/search/SearchResults'
import { useT } from '@/i18n/useT'

export default function Page() {
  const t = useT()
  return (
    <main className="page">
      <button type="button" className="back-button" onClick={() => window.history.back()}>
        {t('common.back')}
      </button>
      <SearchResults />
    </main>
  )
}
