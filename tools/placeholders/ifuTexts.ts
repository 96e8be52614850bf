/**
 * The few words of an IFU stand-in, in the document's own language. A language missing here gets
 * English.
 */

export interface IfuTexts {
  lang: string
  title: string
  product: string
  language: string
  notice: string
  /** The language's own name. */
  name?: string
}

export const IFU_TEXTS: Record<string, Omit<IfuTexts, 'lang'>> = {
  en: {
    title: 'Instructions for use',
    product: 'Product',
    language: 'Language',
    notice: 'This document will be replaced by the official instructions for use.',
    name: 'English',
  },
  it: {
    title: "Istruzioni per l'uso",
    product: 'Prodotto',
    language: 'Lingua',
    notice: "Questo documento sarà sostituito dalle istruzioni per l'uso ufficiali.",
    name: 'Italiano',
  },
  de: {
    title: 'Gebrauchsanweisung',
    product: 'Produkt',
    language: 'Sprache',
    notice: 'Dieses Dokument wird durch die offizielle Gebrauchsanweisung ersetzt.',
    name: 'Deutsch',
  },
  fr: { title: "Mode d'emploi", product: 'Produit', language: 'Langue', notice: "Ce document sera remplacé par le mode d'emploi officiel.", name: 'Français' },
  es: {
    title: 'Instrucciones de uso',
    product: 'Producto',
    language: 'Idioma',
    notice: 'Este documento será sustituido por las instrucciones de uso oficiales.',
    name: 'Español',
  },
  pt: {
    title: 'Instruções de utilização',
    product: 'Produto',
    language: 'Idioma',
    notice: 'Este documento será substituído pelas instruções de utilização oficiais.',
    name: 'Português',
  },
  nl: {
    title: 'Gebruiksaanwijzing',
    product: 'Product',
    language: 'Taal',
    notice: 'Dit document wordt vervangen door de officiële gebruiksaanwijzing.',
    name: 'Nederlands',
  },
  tr: { title: 'Kullanım talimatları', product: 'Ürün', language: 'Dil', notice: 'Bu belge, resmi kullanım talimatlarıyla değiştirilecektir.', name: 'Türkçe' },
}

export function ifuTexts(lang: string): IfuTexts {
  const own = IFU_TEXTS[lang.toLowerCase()]
  if (own) return { lang, ...own }
  return { lang: 'en', ...IFU_TEXTS.en!, name: undefined }
}
