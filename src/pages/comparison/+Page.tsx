import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { ComparisonTable } from '#src/features/comparison/ComparisonTable.tsx'
import { ComparisonDownloads } from '#src/features/downloads/ComparisonDownloads.tsx'
import { useT } from '#src/i18n/useT.ts'
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
