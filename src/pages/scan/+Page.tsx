import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { LabelScanner } from '#src/features/scan/LabelScanner.tsx'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'

export default function Page() {
  const { back } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={t('scan.title')} back={back} lead={t('scan.lead')} />
      <div className="container section">
        <LabelScanner />
      </div>
    </>
  )
}
