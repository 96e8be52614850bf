import { describe, expect, test } from 'vitest'
import { formatDeployment, readPagesDeployment } from './pagesDeployment.ts'

/** Lines as wrangler 4 writes them: a session entry, then the deployment's two entries. */
const output = (environment: string, alias: string | null) =>
  [
    { type: 'wrangler-session', version: 1, wrangler_version: '4.164.0', command_line_args: ['pages', 'deploy'] },
    { type: 'pages-deploy', version: 1, pages_project: 'catalogue', deployment_id: 'abc', url: 'https://1a2b3c4d.catalogue.pages.dev' },
    {
      type: 'pages-deploy-detailed',
      version: 1,
      pages_project: 'catalogue',
      deployment_id: 'abc',
      url: 'https://1a2b3c4d.catalogue.pages.dev',
      alias,
      environment,
      production_branch: 'main',
    },
  ]
    .map((e) => JSON.stringify(e))
    .join('\n') + '\n'

describe('readPagesDeployment', () => {
  test.each([
    [
      'a preview with its branch address',
      output('preview', 'https://feature-x.catalogue.pages.dev'),
      { url: 'https://1a2b3c4d.catalogue.pages.dev', alias: 'https://feature-x.catalogue.pages.dev', environment: 'preview' },
    ],
    ['production', output('production', null), { url: 'https://1a2b3c4d.catalogue.pages.dev', environment: 'production' }],
    ['no deployment (wrangler failed)', '{"type":"wrangler-session","version":1}\n', undefined],
    ['an empty file', '', undefined],
  ])('%s', (_, file, expected) => {
    expect(readPagesDeployment(file)).toEqual(expected)
  })
})

describe('formatDeployment', () => {
  test('a preview leads with its branch address, which stays the same after every push', () => {
    const text = formatDeployment(readPagesDeployment(output('preview', 'https://feature-x.catalogue.pages.dev')), 'https://www.example.it')
    expect(text).toMatch(/^## Preview\n\n\*\*https:\/\/feature-x\.catalogue\.pages\.dev\*\*/)
    expect(text).toContain('https://1a2b3c4d.catalogue.pages.dev')
    expect(text).toContain('https://www.example.it')
  })

  test('production names the public address', () => {
    expect(formatDeployment(readPagesDeployment(output('production', null)), 'https://www.example.it')).toMatch(
      /^## Published\n\nhttps:\/\/www\.example\.it serves this commit/,
    )
  })

  test('no deployment says so', () => {
    expect(formatDeployment(undefined, undefined)).toMatch(/^## Not published/)
  })
})
