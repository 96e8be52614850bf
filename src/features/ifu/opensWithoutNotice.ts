import { ifuDocumentOf } from '#src/catalogue/routesOf.ts'

/**
 * IFU document pages are safety information that every user of a device must reach from its label,
 * not promotion: the medical notice does not stand in the way there. Every other page keeps it.
 */
export function opensWithoutNotice(pathname: string): boolean {
  return ifuDocumentOf(pathname) !== undefined
}
