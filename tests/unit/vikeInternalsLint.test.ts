import path from 'node:path'
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** The messages of the lint for a file of the given text at the given place. */
async function lint(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) })
  return result!.messages.map((m) => m.message)
}

test.each(['src/pages/+onBeforeRender.ts', 'scripts/site/pages/preparePages.ts'])(
  "%s may not read Vike's private fields or use its experimental prerender hook",
  async (file) => {
    const messages = await lint(
      file,
      [
        'export const a = (pageContext: any) => pageContext._prerenderResult',
        "export const b = (pageContext: any) => pageContext['_pageContextHtmlTag']",
        'export const c = (pageContext: any) => { const { _prerenderContext } = pageContext; return _prerenderContext }',
        'export const d = { onPagePrerender() {} }',
      ].join('\n'),
    )
    expect(messages.filter((m) => m.includes('Vike’s private ones'))).toHaveLength(3)
    expect(messages.filter((m) => m.includes('onPagePrerender is experimental'))).toHaveLength(1)
  },
)

test("React's own double-underscore props are not Vike's", async () => {
  expect(await lint('src/components/Probe.tsx', 'export const P = () => <div dangerouslySetInnerHTML={{ __html: "" }} />\n')).toEqual([])
})
