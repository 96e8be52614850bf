/**
 * The kinds of document a tender asks for beyond declarations of conformity and certificates
 * (site/documents), and their names in both languages. Free of zod, so that pages can name them;
 * sheetRows.ts reads the cell, generatedData.ts the generated field.
 */
export const documentKinds = ['test-report', 'technical-file', 'plant-declaration', 'safety-data-sheet'] as const
export type DocumentKind = (typeof documentKinds)[number]

export const documentKindNames: Record<DocumentKind, { it: string; en: string }> = {
  'test-report': { it: 'Rapporto di prova', en: 'Test report' },
  'technical-file': { it: 'Fascicolo tecnico', en: 'Technical file' },
  'plant-declaration': { it: 'Dichiarazione dello stabilimento di produzione', en: 'Production plant declaration' },
  'safety-data-sheet': { it: 'Scheda di sicurezza', en: 'Safety data sheet' },
}
