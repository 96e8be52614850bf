import { useData } from 'vike-react/useData'
import { PageHeader } from '@/components/PageHeader'
import { ComparisonTable } from '@/features/comparison/ComparisonTable'
import { ComparisonDownloads } from '@/features/downloads/ComparisonDownloads'
import { useT } from '@/i18n/useT'
import type { Data } from './+data'
import '../product/product.css'

export default function Page() {
  const { title, lines, columns, rows, downloads } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={title} lead={t('compare.lead')} />
      <div className="container section">
        <p>
          {t('compare.lines')}{' '}
          {lines.map((l, i) => (
            <span key={l.href}>
              {i > 0 && ', '}
              <a href={l.href}>{l.name}</a>
            </span>
          ))}
        </p>
        <ComparisonTable columns={columns} rows={rows} caption={title} />
        <ComparisonDownloads {...downloads} columns={columns} rows={rows} />
      </div>
    </>
  )
}
