/**
 * Where to buy, as the generator writes it (CatalogueData.whereToBuy): the distributors, the
 * company itself for its own sales area, and the names of the countries and subdivisions they
 * serve, which the page's lookup matches what a visitor types against.
 */
import { z } from 'zod'
import { Bilingual } from './bilingual.ts'

export const Distributor = z.object({
  /** The row's id; the company's own entry is "company-" and the country code, lower-case. */
  id: z.string(),
  /** The company itself, for its own sales area (company.csv, sales_area). */
  company: z.literal(true).optional(),
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** ISO 3166-2 subdivisions served; empty: the whole country. */
  areas: z.array(z.string()),
  /** Postcode prefixes served. */
  postcodes: z.array(z.string()),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  email: z.string(),
  website: z.string().optional(),
  /** Line ids. */
  lines: z.array(z.string()),
})
export type Distributor = z.infer<typeof Distributor>

/** A country served, with its name in each language. */
export const Country = z.object({ code: z.string(), name: Bilingual })
export type Country = z.infer<typeof Country>

/** A subdivision (ISO 3166-2) of a country served: its name as the country writes it, and the code it belongs to (the country, or a region). */
export const Area = z.object({ code: z.string(), name: z.string(), parent: z.string() })
export type Area = z.infer<typeof Area>

export const WhereToBuy = z.object({
  distributors: z.array(Distributor),
  countries: z.array(Country),
  /** Every subdivision of the countries served, in code order: what a typed place is matched against. */
  areas: z.array(Area),
})
export type WhereToBuy = z.infer<typeof WhereToBuy>
