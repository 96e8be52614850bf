import { expect, test } from 'vitest'
import { markdownSections } from './markdownSections.ts'

test.each([
  ['no heading: all introduction', 'Some text.\n\nMore.', { intro: 'Some text.\n\nMore.', sections: [] }],
  [
    'headings with ids cut the text',
    'Intro.\n\n## Size {#size}\n\nPick one.\n\n### Detail\n\nText.\n## Storage {#storage}\nDry.',
    {
      intro: 'Intro.',
      sections: [
        { id: 'size', title: 'Size', line: 3, body: 'Pick one.\n\n### Detail\n\nText.' },
        { id: 'storage', title: 'Storage', line: 10, body: 'Dry.' },
      ],
    },
  ],
  ['a heading without an id', '## Storage\nDry.', { intro: '', sections: [{ id: undefined, title: 'Storage', line: 1, body: 'Dry.' }] }],
  ['spaces and closing hashes around the id', '##   Store it  {# storage }  ##\r\nDry.', { intro: '', sections: [{ id: 'storage', title: 'Store it', line: 1, body: 'Dry.' }] }],
  ['an id written wrong is kept as written, for the check', '## Store {#Store Here}', { intro: '', sections: [{ id: 'Store Here', title: 'Store', line: 1, body: '' }] }],
  ['"#" and "###" headings are not sections', '# Guide\n### Detail {#x}', { intro: '# Guide\n### Detail {#x}', sections: [] }],
])('%s', (_name, source, expected) => {
  expect(markdownSections(source)).toEqual(expected)
})
