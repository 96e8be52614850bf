import { expect, test } from 'vitest'
import type { Route } from '../../../src/catalogue/route.ts'
import { robotsTxt, sitemapXml } from './sitemapXml.ts'

const routes: Route[] = [
  { id: 'home', page: 'home', path: { it: '/', en: '/en' } },
  { id: 'product:a&b', page: 'product', path: { it: '/sanitario/a&b', en: '/medical/a&b' }, ref: 'a&b' },
  { id: 'orderTracking', page: 'orderTracking', path: { it: '/tracciamento-ordini', en: '/order-tracking' } },
]

test('the sitemap has each indexable page in both languages, each with its three alternates', () => {
  const xml = sitemapXml(routes, 'https://www.example.org')
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs).toEqual([
    'https://www.example.org/',
    'https://www.example.org/en',
    'https://www.example.org/sanitario/a&amp;b',
    'https://www.example.org/medical/a&amp;b',
  ])
  expect(xml.match(/<xhtml:link rel="alternate" hreflang="x-default" href="https:\/\/www.example.org\/"\/>/g)).toHaveLength(2)
  expect(xml).toContain('hreflang="en" href="https://www.example.org/medical/a&amp;b"')
  expect(xml).not.toContain('tracciamento')
})

test('robots.txt points to the sitemap', () => {
  expect(robotsTxt('https://www.example.org')).toContain('Sitemap: https://www.example.org/sitemap.xml')
})
