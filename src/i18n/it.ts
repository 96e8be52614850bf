/** Italian UI labels. Catalogue texts (products, pages) live in catalogue/, not here. */
export const it = {
  'site.description': 'Imballaggi per la sterilizzazione di dispositivi medici: buste, rotoli, indicatori chimici, fogli, vassoi dentali e bobine industriali.',
  'common.back': 'Indietro',
  'home.title': 'Imballaggi per la sterilizzazione',
  'table.code': 'Codice',
  'table.variant': 'Descrizione',
  'table.size': 'Formato',
  'table.grammage': 'Grammatura',
  'table.colour': 'Colore',
  'table.process': 'Processo',
  'table.sterilisation': 'Valori di sterilizzazione',
  'table.pieces': 'Pezzi per confezione',
  'table.boxPieces': 'Pezzi per scatola',
  // --- pages and layout (keep keys grouped by component)

  // --- search, contact, medical notice, error reporting

}
