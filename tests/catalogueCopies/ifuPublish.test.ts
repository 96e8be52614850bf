/**
 * Publishing a new IFU revision in a copy of the catalogue, as catalogue/README.md tells a product
 * manager to: the document's address stays, the previous revision is listed with its date, the
 * feed gains an entry. The feed itself is checked as Atom (RFC 4287) with an XML parser.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DOMParser, type Element } from '@xmldom/xmldom'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import type { CatalogueData } from '../../src/catalogue/generatedData.ts'
import type { Route } from '../../src/catalogue/route.ts'
import { ifuAtomFeed } from '../../scripts/site/emitters/ifuAtomFeed.ts'
import { column, makeSmallCatalogue, readCsv, removeCopy, writeCsv } from '../../scripts/harness/catalogueCopy.ts'

const ATOM = 'http://www.w3.org/2005/Atom'
const ORIGIN = 'https://www.example.com'

function generate(root: string, out: string) {
  const { problems } = generateCatalogue({ root, outDir: out })
  expect(problems).toEqual([])
  const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(out, name), 'utf8')) as T
  return { catalogue: read<CatalogueData>('catalogue.json'), routes: read<Route[]>('routes.json') }
}

const children = (el: Element, name: string) =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).namespaceURI === ATOM && (n as Element).localName === name)

/** The RFC 4287 rules a feed reader relies on: namespace, ids, titles, updated dates, links, authors. */
function checkAtom(xml: string): Element[] {
  const errors: string[] = []
  const doc = new DOMParser({ onError: (level, msg) => errors.push(`${level}: ${msg}`) }).parseFromString(xml, 'application/xml')
  expect(errors).toEqual([])
  const feed = doc.documentElement!
  expect(feed.namespaceURI).toBe(ATOM)
  expect(feed.localName).toBe('feed')
  const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
  const one = (el: Element, name: string) => {
    const found = children(el, name)
    expect(found, `<${el.localName}> has exactly one <${name}>`).toHaveLength(1)
    return found[0]!
  }
  for (const name of ['id', 'title', 'updated']) one(feed, name)
  expect(one(feed, 'updated').textContent).toMatch(date)
  expect(() => new URL(one(feed, 'id').textContent!)).not.toThrow()
  expect(children(feed, 'link').some((l) => l.getAttribute('rel') === 'self')).toBe(true)
  const feedAuthor = children(feed, 'author')
  expect(feedAuthor.length).toBeGreaterThan(0)
  expect(children(feedAuthor[0]!, 'name')).toHaveLength(1)
  const entries = children(feed, 'entry')
  const ids = new Set<string>()
  for (const e of entries) {
    const id = one(e, 'id').textContent!
    expect(id).toMatch(/^[a-z][a-z0-9+.-]*:/)
    ids.add(id)
    one(e, 'title')
    expect(one(e, 'updated').textContent).toMatch(date)
    const alternates = children(e, 'link').filter((l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate')
    expect(alternates.length).toBeGreaterThan(0)
    // No two alternate links with the same type and hreflang (RFC 4287 §4.1.1).
    expect(new Set(alternates.map((l) => `${l.getAttribute('type')}|${l.getAttribute('hreflang')}`)).size).toBe(alternates.length)
    for (const l of children(e, 'link')) expect(() => new URL(l.getAttribute('href')!)).not.toThrow()
  }
  expect(ids.size).toBe(entries.length)
  const updated = entries.map((e) => one(e, 'updated').textContent!)
  expect(updated).toEqual([...updated].sort().reverse())
  return entries
}

let root: string
beforeAll(() => {
  root = makeSmallCatalogue()
})
afterAll(() => removeCopy(root))

describe('IFU feed and publishing a revision', () => {
  test('the feed is Atom, newest first, one entry per revision', () => {
    const { catalogue } = generate(root, path.join(root, 'before'))
    const entries = checkAtom(ifuAtomFeed(catalogue, 'Sterilamina S.r.l.', ORIGIN))
    expect(entries).toHaveLength(catalogue.ifuDocuments.reduce((n, d) => n + 1 + d.earlier.length, 0))
  })

  test('a new revision keeps the address, lists the previous one with its date, and adds a feed entry', () => {
    const before = generate(root, path.join(root, 'before'))
    // The first document in force: whichever product manager's catalogue this is.
    const doc = before.catalogue.ifuDocuments[0]!
    const id = `ifuDocument:${doc.page}/${doc.language}`
    const route = before.routes.find((r) => r.id === id)!
    const newPdf = `/pdfs/${doc.language}/${doc.page}-new-revision.pdf`
    const entriesBefore = checkAtom(ifuAtomFeed(before.catalogue, 'Sterilamina S.r.l.', ORIGIN)).length

    // As the README says: a new PDF under a new name, clear "current", add the new row.
    const today = new Date().toISOString().slice(0, 10)
    fs.mkdirSync(path.dirname(path.join(root, 'public', newPdf)), { recursive: true })
    fs.copyFileSync(path.join(root, 'public', doc.current.pdf), path.join(root, 'public', newPdf))
    fs.appendFileSync(path.join(root, 'public', newPdf), '\n% new revision\n')
    const file = path.join(root, 'catalogue/site/ifu.csv')
    const csv = readCsv(file)
    const c = (name: string) => column(csv, name)
    const row = csv.rows.find((r) => r[c('page')] === doc.page && r[c('language')] === doc.language && r[c('current')] === 'yes')!
    const added = [...row]
    row[c('current')] = ''
    added[c('revision')] = 'NEW'
    added[c('issued')] = today
    added[c('pdf')] = newPdf
    csv.rows.push(added)
    writeCsv(file, csv)

    const after = generate(root, path.join(root, 'after'))
    expect(after.routes.find((r) => r.id === id)!.path).toEqual(route.path)
    const now = after.catalogue.ifuDocuments.find((d) => d.page === doc.page && d.language === doc.language)!
    expect(now.current.revision).toBe('NEW')
    expect(now.current.issued).toBe(today)
    expect(now.earlier[0]).toMatchObject({ revision: doc.current.revision, issued: doc.current.issued, pdf: doc.current.pdf })
    expect(now.earlier.map((r) => r.revision)).toEqual([doc.current.revision, ...doc.earlier.map((r) => r.revision)])

    const entries = checkAtom(ifuAtomFeed(after.catalogue, 'Sterilamina S.r.l.', ORIGIN))
    expect(entries).toHaveLength(entriesBefore + 1)
    const newest = entries[0]!
    expect(newest.getElementsByTagNameNS(ATOM, 'title')[0]!.textContent).toContain('rev. NEW')
    expect(Array.from(newest.getElementsByTagNameNS(ATOM, 'link')).map((l) => l.getAttribute('href'))).toContain(`${ORIGIN}${route.path.it}`)
  })
})
