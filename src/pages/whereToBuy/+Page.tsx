import { useData } from 'vike-react/useData'
import { PageHeader } from '@/components/PageHeader'
import { DistributorFinder } from '@/features/whereToBuy/DistributorFinder'
import { useT } from '@/i18n/useT'
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
