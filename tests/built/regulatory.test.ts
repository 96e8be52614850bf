/**
 * A product page's "Regulatory data" as a hospital buyer copies it into a tender dossier, from the
 * built page of each language: the catalogue's values, the declaration of conformity with its date
 * in words, the IFU document page of every language (the page's own first), each built; and no
 * block on the page of a product without any of them. The block as the browser renders it, on
 * screen and on paper, is tests/browser/regulatory.test.ts's. The products are picked by their shape.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Element } from 'domhandler'
import { describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { methodNames } from '#src/catalogue/deviceAttributes.ts'
import { dictionaries, type TextKey } from '#src/i18n/dictionary.ts'
import { builtPage, catalogue, client, routeById, site, textOf } from '../../scripts/harness/builtSite.ts'
import { SEALING, regulatoryExamples, sealingRange } from '../../scripts/harness/catalogueExamples.ts'

const { full, none, documentsOf, lineOf } = regulatoryExamples()

/** The block's terms, each with the texts of its details. */
function termsOf(dl: Element): [string, string[]][] {
  const terms: [string, string[]][] = []
  for (const el of dl.children)
    if (el.type === 'tag' && el.name === 'dt') terms.push([textOf(el), []])
    else if (el.type === 'tag' && el.name === 'dd') terms.at(-1)![1].push(textOf(el))
  return terms
}

describe.each(langs)('%s', (lang) => {
  const t = dictionaries[lang]
  const html = builtPage(full.path[lang])

  test('the values of the catalogue, then the certificate, the declaration, the IFU and the feed', () => {
    expect(html.all('section.regulatory')).toHaveLength(1)
    expect(html.text(`#${html.one('section.regulatory').attribs['aria-labelledby']}`)).toBe(t['regulatory.title'])
    const terms = termsOf(html.one('.regulatory dl'))
    const r = full.regulatory!
    const a = full.attributes ?? {}
    const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : v ? (lang === 'it' ? 'Sì' : 'Yes') : 'No')
    const perCode = full.table?.columns.includes('bdRdm') ? ` (${t['regulatory.bdRdmPerCode']})` : ''
    // The product's own values, each where the catalogue gives it, then the manufacturer's and the documents.
    const own: [TextKey, string | undefined][] = [
      ['regulatory.basicUdiDi', r.basicUdiDi],
      ['regulatory.emdn', r.emdnTerm ? `${r.emdn} – ${r.emdnTerm}` : r.emdn],
      ['regulatory.bdRdm', `${[r.bdRdmType, r.bdRdm].filter(Boolean).join(' ')}${perCode}`],
      ['regulatory.riskClass', r.riskClass],
      ['regulatory.sterile', yesNo(a.sterile)],
      ['regulatory.singleUse', yesNo(a.singleUse)],
      ['regulatory.latexFree', yesNo(a.latexFree)],
      ['regulatory.pvcFree', yesNo(a.pvcFree)],
      ['regulatory.methods', a.methods?.map((m) => methodNames[m][lang]).join(', ')],
      // Each cycle by the cycles sheet's model and name in the page's language, then its maker, the codes where not all, its report; each sealing parameter with its unit.
      [
        'regulatory.cycles',
        (full.cycles ?? [])
          .map((v) => {
            const c = catalogue.cycles.find((x) => x.id === v.cycle)!
            return `${c.model[lang]} ${c.cycle[lang]} ${c.maker}${v.codes ? ` (${v.codes.join(', ')})` : ''}${v.evidence ? ` – ${t['regulatory.cycleReport']}` : ''}`
          })
          .join(''),
      ],
      [
        'regulatory.sealing',
        SEALING.flatMap((p) => {
          const range = sealingRange(full.sealing?.[p.key], lang)
          return range ? [`${p.name[lang]}: ${range} ${p.unit}`] : []
        }).join(''),
      ],
      ['regulatory.standards', a.standards?.map((st) => st.name).join('')],
      ['regulatory.storage', a.storage?.[lang]],
      [
        'regulatory.shelfLife',
        full.shelfLifeMonths === undefined ? undefined : `${full.shelfLifeMonths} ${lang === 'it' ? 'mesi dalla produzione' : 'months from production'}`,
      ],
      ['regulatory.srn', site.company.srn],
    ]
    const given = own.filter(([, v]) => v !== undefined && v !== '')
    expect(terms.slice(0, given.length)).toEqual(given.map(([k, v]) => [t[k], [v]]))
    expect(terms.map(([term]) => term).slice(given.length)).toEqual(
      [
        catalogue.certifications.some((c) => /13485/.test(c.id + c.name.en)) ? t['regulatory.certificate'] : undefined,
        t['regulatory.doc'],
        t['regulatory.ifu'],
        t['regulatory.feed'],
      ].filter((x): x is string => x !== undefined),
    )
    expect(terms.find(([term]) => term === t['regulatory.ifu'])![1]).toHaveLength(new Set(documentsOf(full).map((d) => d.document)).size)
  })

  test('the declaration of conformity links its PDF, which is built, with its date written in the page language', () => {
    const doc = lineOf(full).declarationOfConformity!
    const links = html.all(`.regulatory a[href="${doc.pdf}"]`)
    expect(links).toHaveLength(1)
    expect(fs.existsSync(path.join(client, doc.pdf)), doc.pdf).toBe(true)
    const written = html.text(`time[datetime="${doc.issued}"]`, links[0])
    const [year, month, day] = doc.issued.split('-').map(Number)
    expect(written).toContain(String(year))
    expect(written).toContain(String(day))
    // The month as a word of the page language, not the number the sheet gives.
    const monthName = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, 1)))
    expect(written.toLowerCase()).toContain(monthName.toLowerCase())
  })

  test('a link to the IFU document page of each language, the page language first, each naming the product', () => {
    const links = html.all('.regulatory a[hreflang]').map((a) => [a.attribs.href, a.attribs.hreflang, textOf(a)])
    const expected = documentsOf(full).map((d) => [routeById(`ifuDocument:${d.page}/${d.language}`).path[lang], d.language, d.languageName[lang]])
    expect(links.toSorted()).toEqual(expected.toSorted())
    expect(links[0]![1]).toBe(lang)
    for (const d of documentsOf(full)) expect(builtPage(routeById(`ifuDocument:${d.page}/${d.language}`).path[lang]).text('h1')).toContain(d.product)
  })

  test('a product without regulatory data shows no block', () => {
    const bare = builtPage(none.path[lang])
    expect(bare.all('h1')).toHaveLength(1)
    expect(bare.all('.regulatory')).toEqual([])
    expect(bare.text('main')).not.toContain(t['regulatory.title'])
  })
})
