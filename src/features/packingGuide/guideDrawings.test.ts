import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, test } from 'vitest'
import { drawnGuideSections } from '#src/catalogue/packingGuide.ts'
import { langs } from '#src/catalogue/langs.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { guideDrawings } from './guideDrawings'

/** Values no shipped catalogue has, so that finding them shows they were written in. */
const packing = { clearanceMm: 37, maxFill: 0.61 }

describe.each(langs)('the drawings in %s', (lang) => {
  const drawings = guideDrawings(dictionaries[lang], packing)
  const svgs = drawnGuideSections.flatMap((section) =>
    DomUtils.getElementsByTagName('svg', parseDocument(drawings[section].svg)).map((svg) => ({ section, svg })),
  )

  test('one for each drawn section, each picture with its text alternative', () => {
    expect(Object.keys(drawings).sort()).toEqual([...drawnGuideSections].sort())
    for (const { section, svg } of svgs) {
      expect(svg.attribs.role, section).toBe('img')
      expect(svg.attribs['aria-label']?.length, section).toBeGreaterThan(40)
    }
  })

  test("every text filled in: the pouch finder's rule with the company's values, and no placeholder left", () => {
    const texts = svgs.flatMap(({ svg }) => [svg.attribs['aria-label']!, DomUtils.textContent(svg)])
    const all = [...texts, ...drawnGuideSections.map((s) => drawings[s].caption)].join('\n')
    expect(all).not.toMatch(/[{}]/)
    for (const section of ['size', 'filling'] as const) expect(drawings[section].svg, section).toContain('37 mm')
    expect(drawings.size.svg).toContain('61%')
  })
})
