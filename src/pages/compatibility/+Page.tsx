import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { CompatibilityView } from '#src/features/compatibility/CompatibilityView.tsx'
import { PrintLetterhead } from '#src/features/downloads/PrintLetterhead.tsx'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'

export default function Page() {
  const { back, matrix } = useData<Data>()
  const t = useT()
  return (
    <div className="compat-page">
      <PrintLetterhead />
      <PageHeader title={t('compatibility.title')} back={back} lead={t('compatibility.lead')} />
      <div className="container section">
        <CompatibilityView matrix={matrix} />
      </div>
    </div>
  )
}
