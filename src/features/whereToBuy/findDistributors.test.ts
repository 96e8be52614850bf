import { describe, expect, test } from 'vitest'
import type { Area, Country, Distributor } from '#src/catalogue/distributors.ts'
import { filterFromSearch, isPostcode, passes, placesNamed, searchWithFilter, servingPlace, servingPostcode } from './findDistributors'

const countries: Country[] = [
  { code: 'IT', name: { it: 'Italia', en: 'Italy' } },
  { code: 'DE', name: { it: 'Germania', en: 'Germany' } },
]
const areas: Area[] = [
  { code: 'IT-21', name: 'Piemonte', parent: 'IT' },
  { code: 'IT-TO', name: 'Torino', parent: 'IT-21' },
  { code: 'IT-CN', name: 'Cuneo', parent: 'IT-21' },
  { code: 'IT-23', name: "Valle d'Aosta, Vallée d'Aoste", parent: 'IT' },
  { code: 'IT-AO', name: 'Aosta', parent: 'IT-23' },
  { code: 'IT-65', name: 'Abruzzo', parent: 'IT' },
  { code: 'IT-AQ', name: "L'Aquila", parent: 'IT-65' },
  { code: 'DE-BY', name: 'Bayern', parent: 'DE' },
  { code: 'DE-BE', name: 'Berlin', parent: 'DE' },
]
const data = { countries, areas }

const distributor = (id: string, country: string, areas: string[], postcodes: string[] = [], lines = ['a']): Distributor => ({
  id,
  name: id,
  country,
  areas,
  postcodes,
  address: '',
  latitude: 0,
  longitude: 0,
  phone: '',
  email: '',
  lines,
})
const piedmont = distributor('piedmont', 'IT', ['IT-21'], ['10', '12'])
const turin = distributor('turin', 'IT', ['IT-TO'], ['101'], ['b'])
const italy = distributor('italy', 'IT', [])
const bavaria = distributor('bavaria', 'DE', ['DE-BY'], ['80'])
const all = [italy, turin, piedmont, bavaria]
const ids = (list: Distributor[]) => list.map((d) => d.id)
const names = (c: Country) => c.name.it

describe('a typed place', () => {
  test.each([
    ['Torino', ['IT-TO']],
    ['torino ', ['IT-TO']],
    ['TO', ['IT-TO']],
    ['it-to', ['IT-TO']],
    ['Tori', ['IT-TO']],
    ['laquila', ['IT-AQ']],
    ['L’Aquila', ['IT-AQ']],
    ['Vallée d’Aoste', ['IT-23']],
    ['Germania', ['DE']],
    ['Bayern', ['DE-BY']],
    ['B', []],
    ['Nowhere', []],
  ])('%j names %j', (typed, codes) => {
    expect(placesNamed(typed, data, names).map((p) => p.code)).toEqual(codes)
  })

  test('a code shared by two countries names both, or the one of the country chosen', () => {
    const withBerlin = { countries, areas: [...areas, { code: 'IT-BE', name: 'Benevento', parent: 'IT-72' }] }
    expect(placesNamed('BE', withBerlin, names).map((p) => p.code)).toEqual(['DE-BE', 'IT-BE'])
    expect(placesNamed('BE', withBerlin, names, 'IT').map((p) => p.code)).toEqual(['IT-BE'])
  })

  test('a province finds who serves it, its region, or the whole country, the nearest first', () => {
    expect(ids(servingPlace(all, 'IT-TO', areas))).toEqual(['turin', 'piedmont', 'italy'])
    expect(ids(servingPlace(all, 'IT-CN', areas))).toEqual(['piedmont', 'italy'])
    expect(ids(servingPlace(all, 'IT-AQ', areas))).toEqual(['italy'])
  })

  test('a region finds who serves it, a part of it, and the whole country', () => {
    expect(ids(servingPlace(all, 'IT-21', areas))).toEqual(['piedmont', 'turin', 'italy'])
  })

  test('a country finds everyone in it', () => {
    expect(ids(servingPlace(all, 'DE', areas))).toEqual(['bavaria'])
  })
})

describe('a typed postcode', () => {
  test.each([
    ['10121', undefined, ['turin', 'piedmont']],
    ['12', undefined, ['piedmont']],
    ['1', undefined, []],
    ['80', undefined, ['bavaria']],
    ['80331', 'IT', []],
    ['99', undefined, []],
  ])('%j (country %s) finds %j', (typed, country, found) => {
    expect(ids(servingPostcode(all, typed, country))).toEqual(found)
  })

  test('digits first read as a postcode, letters as a place', () => {
    expect([isPostcode('101'), isPostcode(' 28 0'), isPostcode('TO'), isPostcode('Torino')]).toEqual([true, true, false, false])
  })
})

describe('filters', () => {
  test('by country, area (its parts and whole-country distributors kept) and line', () => {
    expect(ids(all.filter((d) => passes(d, { country: 'IT' }, areas)))).toEqual(['italy', 'turin', 'piedmont'])
    expect(ids(all.filter((d) => passes(d, { country: 'IT', area: 'IT-CN' }, areas)))).toEqual(['italy', 'piedmont'])
    expect(ids(all.filter((d) => passes(d, { line: 'b' }, areas)))).toEqual(['turin'])
    expect(ids(all.filter((d) => passes(d, {}, areas)))).toEqual(ids(all))
  })

  test('read from the address: only what the page has; an area brings its country', () => {
    const lines = [{ id: 'a' }, { id: 'b' }]
    expect(filterFromSearch('?country=de&line=b', data, lines)).toEqual({ country: 'DE', line: 'b' })
    expect(filterFromSearch('?area=IT-TO', data, lines)).toEqual({ country: 'IT', area: 'IT-TO' })
    expect(filterFromSearch('?country=FR&area=IT-99&line=z', data, lines)).toEqual({})
  })

  test('written into the address, other parameters kept', () => {
    expect(searchWithFilter('?utm=x&line=a', { country: 'IT', area: 'IT-21' })).toBe('?utm=x&country=IT&area=IT-21')
    expect(searchWithFilter('?country=IT', {})).toBe('')
  })
})
