import type { LocalisedTable } from '#src/catalogue/localiseTable.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import { CatalogueLinks } from './CatalogueLinks'
import { DownloadButtons } from './DownloadButtons'
import type { RegulatoryFacts } from './regulatoryRow'

/**
 * A product's table as XLSX and CSV, made in the page from the table it shows and its regulatory
 * facts, in the page language; then the whole catalogue's workbook and the open data.
 */
export function ProductDownloads({
  file,
  regulatory,
  table,
  title,
  page,
}: {
  file: string
  regulatory: RegulatoryFacts
  table: LocalisedTable
  title: string
  page: string
}) {
  const t = useT()
  const lang = useLang()
  return (
    <div className="table-downloads">
      <DownloadButtons
        labels={{ xlsx: t('downloads.xlsx'), csv: t('downloads.csv') }}
        make={async (format) => {
          const { writeProductFile } = await import('./writeProductFile')
          await writeProductFile(format, { lang, file, title, table, page, regulatory })
        }}
      />
      <CatalogueLinks />
    </div>
  )
}
