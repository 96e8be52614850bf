import { expect, test } from 'vitest'
import { acceptedLanguages, chooseLink } from './chooseLink.ts'

test.each([
  ['de-CH, de;q=0.9, en;q=0.8, *;q=0.5', ['de', 'en']],
  ['en;q=0.2, it', ['it', 'en']],
  ['fr;q=0, es', ['es']],
  ['', []],
])('Accept-Language %j → %j', (header, languages) => {
  expect(acceptedLanguages(header)).toEqual(languages)
})

const links = [
  { href: 'https://a.example/', title: 'neutral', type: 'text/html' },
  { href: 'https://a.example/it', title: 'it', type: 'text/html', hreflang: ['it'] },
  { href: 'https://a.example/en.pdf', title: 'en', type: 'application/pdf', hreflang: ['en'] },
]
test.each([
  ['it-IT', null, 'it'],
  ['de, en;q=0.5', null, 'en'],
  ['de', null, 'neutral'],
  [null, null, 'neutral'],
  ['it', 'application/pdf', 'en'],
])('Accept-Language %s, Accept %s → %s', (acceptLanguage, accept, title) => {
  expect(chooseLink(links, { acceptLanguage, accept })?.title).toBe(title)
})
