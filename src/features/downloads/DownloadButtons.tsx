import { useState } from 'react'
import { useT } from '#src/i18n/useT.ts'
import './downloads.css'

export type DownloadFormat = 'xlsx' | 'csv'
const FORMATS: readonly DownloadFormat[] = ['xlsx', 'csv']

/**
 * A button per file format that makes the file in the page on the click (`make` loads its writer
 * then, and not before). The pressed button says the file is being made; a failure is said in
 * words beside the buttons, and nothing is lost: another click tries again. Without JavaScript
 * nothing can make the file, and downloads.css hides the buttons.
 */
export function DownloadButtons({ labels, make }: { labels: Record<DownloadFormat, string>; make: (format: DownloadFormat) => Promise<void> }) {
  const t = useT()
  const [working, setWorking] = useState<DownloadFormat | null>(null)
  const [failed, setFailed] = useState(false)

  const download = async (format: DownloadFormat) => {
    if (working) return
    setWorking(format)
    setFailed(false)
    try {
      await make(format)
    } catch (error) {
      console.warn(`The ${format} file could not be made:`, error)
      setFailed(true)
    } finally {
      setWorking(null)
    }
  }

  return (
    <div className="download-buttons">
      {FORMATS.map((format) => (
        // aria-disabled, not disabled: the button keeps the focus while its file is made.
        <button key={format} type="button" className="download-button" aria-disabled={working === format} onClick={() => void download(format)}>
          {working === format ? t('downloads.working') : labels[format]}
        </button>
      ))}
      {failed && (
        <p className="download-buttons__error" role="alert">
          {t('downloads.failed')}
        </p>
      )}
    </div>
  )
}
