/** The small catalogue's legal texts and packing guide (smallCatalogue.ts), with the placeholders the generator fills. */

const legal = (title: string, paragraphs: string[]) => `# ${title}\n\n${paragraphs.join('\n\n')}\n`
export const legalTexts: Record<string, string> = {
  'disclaimer.it': legal('Note legali', [
    '## Contenuti riservati',
    'Le informazioni di questo sito sono rivolte\nagli operatori sanitari.',
    'Per segnalazioni scrivete a {{email}}.',
    'Testi e immagini appartengono a {{name}}.',
  ]),
  'disclaimer.en': legal('Legal notice', [
    '## Content for professionals',
    'The information on this site is meant\nfor healthcare professionals.',
    'To report a concern, write to {{email}}.',
    'Texts and pictures belong to {{name}}.',
  ]),
  'privacy.it': legal('Privacy', ['Il titolare del trattamento è {{name}}, {{legal_address}}.', 'Scrivete a {{email}} o chiamate il {{phone}}.']),
  'privacy.en': legal('Privacy', ['The controller is {{name}}, {{legal_address}}.', 'Write to {{email}} or call {{phone}}.']),
}

/** The guide's sections, each with the id pages rely on (requiredGuideSections in src/catalogue/packingGuide.ts). */
const guide = (sections: [id: string, title: string, body: string][], intro: string) =>
  `${intro}\n\n${sections.map(([id, title, body]) => `## ${title} {#${id}}\n\n${body}\n`).join('\n')}`
export const guideTexts: Record<string, string> = {
  'packing-guide.it': guide(
    [
      [
        'size',
        'Scegliere la misura',
        'Lasciate {{packing_clearance_mm}} mm tra il dispositivo e la saldatura; riempite la busta al più al {{packing_max_fill_percent}}%.',
      ],
      ['filling', 'Riempire la busta', 'L’impugnatura verso il lato di apertura.'],
      ['double-packing', 'Doppia busta', 'La busta interna è più piccola.'],
      ['wrapping', 'Avvolgere', 'Avvolgete il vassoio in due fogli.'],
      ['sealing', 'Saldare', 'Saldate a una temperatura convalidata.'],
      ['seal-check', 'Controllare la saldatura', 'Guardate ogni saldatura.'],
      ['storage', 'Conservare', 'Conservate in luogo pulito e asciutto.'],
      ['symbols', "I simboli dell'etichetta", 'Ogni simbolo è spiegato qui sotto.'],
    ],
    'Come confezionare i dispositivi.',
  ),
  'packing-guide.en': guide(
    [
      ['size', 'Choosing the size', 'Leave {{packing_clearance_mm}} mm between the device and the seal; fill the pouch at most {{packing_max_fill_percent}}%.'],
      ['filling', 'Filling the pouch', 'Handles towards the peel end.'],
      ['double-packing', 'Double packing', 'The inner pouch is smaller.'],
      ['wrapping', 'Wrapping', 'Wrap the tray in two sheets.'],
      ['sealing', 'Sealing', 'Seal at a validated temperature.'],
      ['seal-check', 'Checking the seal', 'Look at every seal.'],
      ['storage', 'Storage', 'Store in a clean, dry place.'],
      ['symbols', 'The label symbols', 'Each symbol is explained below.'],
    ],
    'How to pack devices.',
  ),
}
