import type { Dictionary } from './dictionary'

export const en: Dictionary = {
  'site.description': 'Sterilisation packaging for medical devices: pouches, rolls, chemical indicators, wraps, dental trays and industrial reels.',
  'common.back': 'Back',
  'home.title': 'Sterilization packaging',
  'table.code': 'Code',
  'table.variant': 'Description',
  'table.size': 'Size',
  'table.grammage': 'Grammage',
  'table.colour': 'Colour',
  'table.process': 'Process',
  'table.sterilisation': 'Sterilisation values',
  'table.pieces': 'Pieces per package',
  'table.boxPieces': 'Pieces per box',
  // --- pages and layout (keep keys grouped by component)

  // --- search, contact, medical notice, error reporting

}
