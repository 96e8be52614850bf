import { fillText } from '#src/i18n/fillText.ts'
import type { TextKey } from '#src/i18n/dictionary.ts'
import type { MatrixCell, MatrixColumn } from './compatibilityMatrix'

/** "Validato" (a cycle) or "Adatto" (a method), and of how many products where not all: for a cell some product of the line has. */
export function validatedText(t: (key: TextKey) => string, cell: MatrixCell, column: MatrixColumn): string {
  const word = column.cycle ? t('compatibility.validated') : t('compatibility.suits')
  return cell.state === 'all' ? word : `${word}: ${fillText(t('compatibility.some'), { validated: cell.validated, of: cell.of })}`
}
