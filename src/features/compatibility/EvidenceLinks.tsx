import { useT } from '#src/i18n/useT.ts'
import type { MatrixCell } from './compatibilityMatrix'

/** The test reports of a line's cell, each a PDF link named "Rapporto di prova, PDF". */
export function EvidenceLinks({ evidence }: { evidence: MatrixCell['evidence'] }) {
  const t = useT()
  return evidence.map((e) => (
    <a key={e.pdf} className="compat-cell__evidence" href={e.pdf} type="application/pdf" title={e.title}>
      {/* The comma keeps the link's name apart from the tag, "Rapporto di prova, PDF"; on paper only the tag shows. */}
      <span>{t('compatibility.evidence')}, </span>
      <span className="pdf-tag">PDF</span>
    </a>
  ))
}
