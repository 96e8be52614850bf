import { describe, expect, test } from 'vitest'
import type { Area, Country, Distributor } from '#src/catalogue/distributors.ts'
import { groupDistributors } from './groupDistributors'

const countries: Country[] = [
  { code: 'IT', name: { it: 'Italia', en: 'Italy' } },
  { code: 'DE', name: { it: 'Germania', en: 'Germany' } },
  { code: 'FR', name: { it: 'Francia', en: 'France' } },
]
const areas: Area[] = [
  { code: 'IT-21', name: 'Piemonte', parent: 'IT' },
  { code: 'IT-TO', name: 'Torino', parent: 'IT-21' },
  { code: 'IT-65', name: 'Abruzzo', parent: 'IT' },
  { code: 'IT-72', name: 'Campania', parent: 'IT' },
  { code: 'DE-BY', name: 'Bayern', parent: 'DE' },
]
const distributor = (id: string, country: string, served: string[]): Distributor => ({
  id,
  name: id,
  country,
  areas: served,
  postcodes: [],
  address: '',
  latitude: 0,
  longitude: 0,
  phone: '',
  email: '',
  lines: ['a'],
})
const shape = (lang: 'it' | 'en', list: Distributor[]) =>
  groupDistributors(list, countries, areas, lang).map((c) => [c.name, c.regions.map((r) => [r.names, r.distributors.map((d) => d.id)])])

describe('the where-to-buy list', () => {
  test('lists a distributor once, under all the areas it serves, a province with its region, the whole country first', () => {
    const south = distributor('south', 'IT', ['IT-72', 'IT-65'])
    const turin = distributor('turin', 'IT', ['IT-TO'])
    const piedmont = distributor('piedmont', 'IT', ['IT-21'])
    const alsoPiedmont = distributor('also-piedmont', 'IT', ['IT-21'])
    const italy = distributor('italy', 'IT', [])
    expect(shape('it', [south, turin, piedmont, italy, alsoPiedmont])).toEqual([
      [
        'Italia',
        [
          [[], ['italy']],
          [['Abruzzo', 'Campania'], ['south']],
          [['Piemonte'], ['piedmont', 'also-piedmont']],
          [['Torino (Piemonte)'], ['turin']],
        ],
      ],
    ])
  })

  test('countries in the language’s order, without those no one serves', () => {
    const list = [distributor('bavaria', 'DE', ['DE-BY']), distributor('italy', 'IT', [])]
    expect(shape('it', list).map(([name]) => name)).toEqual(['Germania', 'Italia'])
    expect(shape('en', list).map(([name]) => name)).toEqual(['Germany', 'Italy'])
  })
})
