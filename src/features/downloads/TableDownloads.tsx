import { useT } from '@/i18n/useT'

/** Links to the product table as XLSX and CSV, to the whole catalogue, and to every code as open data (JSON), in the page language. */
export function TableDownloads({ xlsx, csv, catalogue, feed }: { xlsx: string; csv: string; catalogue: string; feed: string }) {
  const t = useT()
  return (
    <p className="table-downloads">
      <span>{t('downloads.label')}:</span>{' '}
      <a href={xlsx} download>
        {t('downloads.xlsx')}
      </a>{' '}
      ·{' '}
      <a href={csv} download>
        {t('downloads.csv')}
      </a>{' '}
      ·{' '}
      <a href={catalogue} download>
        {t('downloads.catalogue')}
      </a>{' '}
      ·{' '}
      <a href={feed} type="application/json">
        {t('downloads.json')}
      </a>
    </p>
  )
}
