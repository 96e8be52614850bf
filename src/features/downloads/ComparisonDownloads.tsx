import type { ComparisonRow } from '#src/features/comparison/comparisonRows.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import { CatalogueLinks } from './CatalogueLinks'
import type { ComparisonColumn } from './comparisonSheetRows'
import { DownloadButtons } from './DownloadButtons'

/** A comparison as XLSX and CSV, made in the page from the table it shows, in the page language; then the whole catalogue's workbook and the open data. */
export function ComparisonDownloads({
  file,
  sheet,
  columns,
  rows,
}: {
  file: string
  sheet: string
  columns: readonly ComparisonColumn[]
  rows: readonly ComparisonRow[]
}) {
  const t = useT()
  const lang = useLang()
  return (
    <div className="table-downloads">
      <DownloadButtons
        labels={{ xlsx: t('compare.xlsx'), csv: t('compare.csv') }}
        make={async (format) => {
          const { writeComparisonFile } = await import('./writeComparisonFile')
          await writeComparisonFile(format, { lang, file, sheet, columns, rows })
        }}
      />
      <CatalogueLinks />
    </div>
  )
}
