import { OPEN_DATA_FEED_PATH } from '#src/features/openData/openDataPaths.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import { catalogueDownload } from './downloadFiles'

/** Where every table is in one file, the whole-catalogue workbook of the page language, and every code as open data: plain links, which work without JavaScript. */
export function CatalogueLinks() {
  const t = useT()
  const lang = useLang()
  return (
    <p className="catalogue-links">
      {t('downloads.whole')}{' '}
      <a href={catalogueDownload(lang)} download>
        {t('downloads.catalogue')}
      </a>{' '}
      ·{' '}
      <a href={OPEN_DATA_FEED_PATH} type="application/json">
        {t('downloads.json')}
      </a>
    </p>
  )
}
