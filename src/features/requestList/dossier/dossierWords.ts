/** The words of the dossier's own files (technical sheets, index) and of its file names, in each language. */
import type { Localised } from '#src/catalogue/localised.ts'

type Words = Localised<string>

export const sheetWords = {
  kicker: { it: 'Scheda tecnica', en: 'Technical sheet' },
  description: { it: 'Descrizione', en: 'Description' },
  materials: { it: 'Materiali', en: 'Materials' },
  codes: { it: 'Formati, codici e confezionamento', en: 'Sizes, codes and packaging' },
  orderUnit: { it: 'Unità di vendita', en: 'Ordering unit' },
  characteristics: { it: 'Caratteristiche', en: 'Characteristics' },
  regulatory: { it: 'Dati regolatori', en: 'Regulatory data' },
  manufacturer: { it: 'Fabbricante', en: 'Manufacturer' },
  documents: { it: 'Documenti', en: 'Documents' },
  ifu: { it: "Istruzioni per l'uso (IFU)", en: 'Instructions for use (IFU)' },
  doc: { it: 'Dichiarazione di conformità UE', en: 'EU declaration of conformity' },
  revision: { it: 'revisione', en: 'revision' },
  issued: { it: 'del', en: 'of' },
  signed: { it: 'firmata il', en: 'signed on' },
  variant: { it: 'Variante', en: 'Variant' },
  made: { it: 'Generata dal catalogo il', en: 'Made from the catalogue on' },
  months: { it: 'mesi', en: 'months' },
} satisfies Record<string, Words>

export const indexWords = {
  title: { it: 'Indice del dossier di gara', en: 'Tender dossier index' },
  kicker: { it: 'Dossier di gara', en: 'Tender dossier' },
  intro: {
    it: 'Il dossier raccoglie, per i codici elencati, la scheda per gara, le schede tecniche, le dichiarazioni di conformità, i certificati, i documenti e le istruzioni per l’uso in vigore. Preparato il',
    en: 'The dossier holds, for the codes listed, the tender sheet, the technical sheets, the declarations of conformity, the certificates, the documents and the instructions for use in force. Prepared on',
  },
  codesHeading: { it: 'Codici', en: 'Codes' },
  code: { it: 'Codice', en: 'Code' },
  product: { it: 'Prodotto e formato', en: 'Product and size' },
  filesHeading: { it: 'File', en: 'Files' },
  file: { it: 'File', en: 'File' },
  what: { it: 'Contenuto', en: 'Content' },
  covers: { it: 'Codici', en: 'Codes' },
  date: { it: 'Data', en: 'Date' },
  validity: { it: 'Validità', en: 'Validity' },
  all: { it: 'tutti', en: 'all' },
  validUntil: { it: 'valido fino al', en: 'valid until' },
  expired: { it: 'SCADUTO il', en: 'EXPIRED on' },
  missing: { it: 'MANCANTE', en: 'MISSING' },
  notInZip: { it: '(non incluso)', en: '(not included)' },
  unknown: { it: 'codice non più a catalogo', en: 'code no longer in the catalogue' },
} satisfies Record<string, Words>

/** What each kind of file is, as the index says it. */
export const kindWords = {
  index: { it: 'Indice del dossier', en: 'Dossier index' },
  tenderSheet: { it: 'Scheda per gara', en: 'Tender sheet' },
  technicalSheet: { it: 'Scheda tecnica', en: 'Technical sheet' },
  declaration: { it: 'Dichiarazione di conformità UE', en: 'EU declaration of conformity' },
  certificate: { it: 'Certificato', en: 'Certificate' },
  ifu: { it: "Istruzioni per l'uso", en: 'Instructions for use' },
} satisfies Record<string, Words>

/** The dossier's folders and file stems: names a buyer can read. */
export const fileWords = {
  zip: { it: 'dossier-gara', en: 'tender-dossier' },
  index: { it: '00 Indice del dossier', en: '00 Dossier index' },
  tenderSheet: { it: '01 Scheda per gara', en: '01 Tender sheet' },
  technicalSheets: { it: '02 Schede tecniche', en: '02 Technical sheets' },
  declarations: { it: '03 Dichiarazioni di conformità', en: '03 Declarations of conformity' },
  certificates: { it: '04 Certificati', en: '04 Certificates' },
  documents: { it: '05 Documenti', en: '05 Documents' },
  ifu: { it: "06 Istruzioni per l'uso", en: '06 Instructions for use' },
} satisfies Record<string, Words>
