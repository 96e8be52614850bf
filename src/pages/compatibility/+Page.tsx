import { useData } from 'vike-react/useData'
import { PageHeader } from '@/components/PageHeader'
import { CompatibilityTable } from '@/features/compatibility/CompatibilityTable'
import { PrintLetterhead } from '@/features/downloads/PrintLetterhead'
import { useT } from '@/i18n/useT'
import type { Data } from './+data'

export default function Page() {
  const { back, matrix } = useData<Data>()
  const t = useT()
  return (
    <div className="compat-page">
      <PrintLetterhead />
      <PageHeader title={t('compatibility.title')} back={back} lead={t('compatibility.lead')} />
      <div className="container section">
        <CompatibilityTable matrix={matrix} />
      </div>
    </div>
  )
}
