/** An address in its parts, as schema.org's PostalAddress and a map want them. */
export interface PostalParts {
  street: string
  postcode: string
  city: string
  /** The province's two letters, when written: "MI". */
  province?: string
}

/**
 * "Via dei Setaioli 8, 20123 Milano (MI)": the street and number, then the postcode (CAP) and
 * the town, then the province. The company sheet's addresses are written so (the check holds
 * them to it), and the structured data gives search engines each part.
 */
const ITALIAN_ADDRESS = /^(?<street>[^,]+?),\s*(?<postcode>\d{5})\s+(?<city>[^,()]+?)(?:\s*\((?<province>[A-Z]{2})\))?$/

export function postalParts(address: string): PostalParts | undefined {
  const groups = ITALIAN_ADDRESS.exec(address.trim())?.groups
  if (!groups) return undefined
  return { street: groups.street!, postcode: groups.postcode!, city: groups.city!, ...(groups.province ? { province: groups.province } : {}) }
}
