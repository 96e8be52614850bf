/** A label with its {placeholders} filled: fillLabel('Add to request: {code}', { code: 'SP-1' }). */
export function fillLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
