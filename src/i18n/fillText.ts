/** A text with its {placeholders} filled: fillText('Add to request: {code}', { code: 'SP-1' }). */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
