import type { Localised } from '#src/catalogue/localised.ts'

/**
 * The ISO 15223-1:2021 symbols our labels carry, in the order a label reads, each drawn for this
 * site under public/symbols/<id>.svg (a simple pictogram, not the standard's artwork). No
 * "sterile" symbol: pouches, rolls and wraps are supplied non-sterile (`sterile` = no in
 * catalogue/site/products.csv) and are sterilised with the device they hold.
 */
export interface LabelSymbol {
  id: string
  /** The symbol's clause in ISO 15223-1:2021. */
  clause: string
  title: Localised<string>
  meaning: Localised<string>
}

export const labelSymbols: readonly LabelSymbol[] = [
  {
    id: 'manufacturer',
    clause: '5.1.1',
    title: { it: 'Fabbricante', en: 'Manufacturer' },
    meaning: { it: 'Accanto al simbolo: nome e indirizzo del fabbricante.', en: "Beside it: the manufacturer's name and address." },
  },
  {
    id: 'date-of-manufacture',
    clause: '5.1.3',
    title: { it: 'Data di fabbricazione', en: 'Date of manufacture' },
    meaning: { it: 'La data in cui il lotto è stato prodotto.', en: 'The date the batch was made.' },
  },
  {
    id: 'use-by',
    clause: '5.1.4',
    title: { it: 'Data di scadenza', en: 'Use-by date' },
    meaning: {
      it: 'Non usare il materiale dopo questa data: è la fine della sua durata di conservazione.',
      en: 'Do not use the material after this date: it is the end of its shelf life.',
    },
  },
  {
    id: 'batch',
    clause: '5.1.5',
    title: { it: 'Codice del lotto', en: 'Batch code' },
    meaning: { it: 'Il lotto di produzione (LOT), da riportare in ogni segnalazione.', en: 'The production batch (LOT), to quote in any report.' },
  },
  {
    id: 'catalogue-number',
    clause: '5.1.6',
    title: { it: 'Numero di catalogo', en: 'Catalogue number' },
    meaning: {
      it: 'Il codice del prodotto (REF), come nelle tabelle di questo sito e negli ordini.',
      en: "The product code (REF), as in this site's tables and in orders.",
    },
  },
  {
    id: 'medical-device',
    clause: '5.7.7',
    title: { it: 'Dispositivo medico', en: 'Medical device' },
    meaning: { it: 'Il prodotto è un dispositivo medico (MD).', en: 'The product is a medical device (MD).' },
  },
  {
    id: 'udi',
    clause: '5.7.10',
    title: { it: 'Identificativo unico del dispositivo', en: 'Unique device identifier' },
    meaning: {
      it: 'Accanto al simbolo: il codice UDI, leggibile e come codice a barre o QR (GTIN, lotto, scadenza).',
      en: 'Beside it: the UDI, in plain text and as a barcode or QR code (GTIN, batch, expiry).',
    },
  },
  {
    id: 'non-sterile',
    clause: '5.2.7',
    title: { it: 'Non sterile', en: 'Non-sterile' },
    meaning: {
      it: 'Il materiale è fornito non sterile: si sterilizza insieme al dispositivo che contiene.',
      en: 'The material is supplied non-sterile: it is sterilised together with the device it holds.',
    },
  },
  {
    id: 'do-not-reuse',
    clause: '5.4.2',
    title: { it: 'Non riutilizzare', en: 'Do not re-use' },
    meaning: {
      it: 'Monouso: una busta o un foglio aperto non si risterilizza né si usa di nuovo.',
      en: 'Single use: a pouch or wrap once opened is not resterilised or used again.',
    },
  },
  {
    id: 'damaged-package',
    clause: '5.2.8',
    title: { it: 'Non usare se la confezione è danneggiata', en: 'Do not use if package is damaged' },
    meaning: {
      it: 'Se l’imballo è aperto, bagnato o rotto, non usare il contenuto e consultare le istruzioni per l’uso.',
      en: 'If the package is open, wet or torn, do not use its contents, and consult the instructions for use.',
    },
  },
  {
    id: 'keep-dry',
    clause: '5.3.4',
    title: { it: 'Conservare in luogo asciutto', en: 'Keep dry' },
    meaning: { it: 'Proteggere dall’umidità e dall’acqua.', en: 'Protect from moisture and water.' },
  },
  {
    id: 'keep-away-from-sunlight',
    clause: '5.3.2',
    title: { it: 'Tenere lontano dalla luce solare', en: 'Keep away from sunlight' },
    meaning: { it: 'Conservare al riparo dalla luce diretta e dalle fonti di calore.', en: 'Store out of direct light and away from heat.' },
  },
  {
    id: 'temperature-limit',
    clause: '5.3.7',
    title: { it: 'Limiti di temperatura', en: 'Temperature limit' },
    meaning: {
      it: 'Conservare tra la temperatura minima e la massima scritte accanto al simbolo.',
      en: 'Store between the lowest and highest temperature written beside it.',
    },
  },
  {
    id: 'consult-ifu',
    clause: '5.4.3',
    title: { it: 'Consultare le istruzioni per l’uso', en: 'Consult instructions for use' },
    meaning: {
      it: 'Le istruzioni per l’uso sono nella pagina IFU di questo sito, che si raggiunge anche dal codice QR dell’etichetta.',
      en: "The instructions for use are on this site's IFU page, which the label's QR code also leads to.",
    },
  },
]

/** Every symbol is drawn on this square, so the page reserves its room before the picture loads. */
export const SYMBOL_SIZE = 48

export const symbolPath = (id: string): string => `/symbols/${id}.svg`
