import { useT } from '@/i18n/useT'

/** Links to the product table as XLSX and CSV, and to the whole catalogue, in the page language. */
export function TableDownloads({ xlsx, csv, catalogue }: { xlsx: string; csv: string; catalogue: string }) {
  const t = useT()
  return (
    <p className="table-downloads">
      <span>{t('downloads.label')}:</span> <a href={xlsx} download>{t('downloads.xlsx')}</a> · <a href={csv} download>{t('downloads.csv')}</a> ·{' '}
      <a href={catalogue} download>
        {t('downloads.catalogue')}
      </a>
    </p>
  )
}
