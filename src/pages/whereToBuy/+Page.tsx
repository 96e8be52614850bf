import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { DistributorFinder } from '#src/features/whereToBuy/DistributorFinder.tsx'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'

export default function Page() {
  const { back, whereToBuy, lines, contact } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={t('whereToBuy.title')} back={back} lead={t('whereToBuy.lead')} />
      <div className="container section">
        <DistributorFinder data={whereToBuy} lines={lines} contact={contact} />
      </div>
    </>
  )
}
