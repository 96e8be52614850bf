/**
 * Link cells for the sheet's XLSX writer (write-excel-file), through its documented "features"
 * (its README, "Features"): a link's cell holds its address as its value, so a program that reads
 * values gets it, and the worksheet's hyperlinks (ECMA-376 Part 1, 18.3.1.47) make Excel and Calc
 * open it. For a workbook of one sheet, as the tender sheet is.
 */
import type { Feature } from 'write-excel-file/browser'
import { getCellAddress, getOrderOfSiblings, insertElementMarkupAccordingToOrderOfSiblings, sanitizeAttributeValue } from 'write-excel-file/utility'

/** A link at a cell, by its row and column from 0. */
export interface SheetLink {
  row: number
  column: number
  address: string
}

/** How Excel's own Hyperlink style shows a link, so the cell looks like one before it is clicked. */
export const LINK_STYLE = { textColor: '#0563C1', textDecoration: { underline: true } } as const

const HYPERLINK = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink'
const relationshipId = (n: number) => `rId-link-${n + 1}`

/** The feature that makes these cells links; it writes no file content, so it suits any of the writer's exports. */
export function sheetLinks<FileContent>(links: readonly SheetLink[]): Feature<FileContent> {
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml) => {
            if (links.length === 0) return xml
            const elements = links.map((l, n) => `<hyperlink ref="${getCellAddress(l.row, l.column)}" r:id="${relationshipId(n)}"/>`)
            const order = getOrderOfSiblings('xl/worksheets/sheet{id}.xml', 'worksheet')!
            return insertElementMarkupAccordingToOrderOfSiblings(xml, `<hyperlinks>${elements.join('')}</hyperlinks>`, order, 'worksheet')
          },
        },
        'xl/worksheets/_rels/sheet{id}.xml.rels': {
          insert: () =>
            links
              .map(
                (l, n) => `<Relationship Id="${relationshipId(n)}" Type="${HYPERLINK}" Target="${sanitizeAttributeValue(l.address)}" TargetMode="External"/>`,
              )
              .join(''),
        },
      },
    },
  }
}
