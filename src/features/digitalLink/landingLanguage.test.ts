import { expect, test } from 'vitest'
import { acceptedLanguages } from './chooseLink.ts'
import { landingLanguage } from './landingLanguage.ts'

test.each([
  ['it-IT,it;q=0.9,en;q=0.8', null, 'it'],
  ['en-GB,en;q=0.9', null, 'en'],
  ['EN-us', null, 'en'],
  // q-values, not the order written, rank the languages.
  ['it;q=0.4, en;q=0.8', null, 'en'],
  ['en;q=0.2, it', null, 'it'],
  ['it;q=0, en', null, 'en'],
  // The first of the site's languages the visitor accepts, past the ones it has not.
  ['de-CH, de;q=0.9, en;q=0.5', null, 'en'],
  ['fr, es;q=0.8, it;q=0.1', null, 'it'],
  // No language of the site's accepted, or none said: the site's default, Italian.
  ['de-CH, de;q=0.9', null, 'it'],
  ['*', null, 'it'],
  ['', null, 'it'],
  [null, null, 'it'],
  // The address's own choice (?lang=) wins; a language the site has not is ignored.
  ['it-IT', 'en', 'en'],
  ['en', 'it', 'it'],
  ['en', 'de', 'en'],
  [null, 'EN', 'it'],
] as const)('Accept-Language %j, ?lang=%j → %s', (header, asked, lang) => {
  expect(landingLanguage(asked, acceptedLanguages(header))).toBe(lang)
})
