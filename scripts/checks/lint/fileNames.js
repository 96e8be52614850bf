/**
 * One file-naming scheme (React components in PascalCase, everything else camelCase, Vike's `+file`
 * names as they are) and no two files in a folder whose names differ only in case: on the default
 * macOS and Windows file systems `./ContactForm` could otherwise open `./contactForm.ts`.
 * A stylesheet takes the exact name of the component it styles, so it never clashes with it.
 */
import fs from 'node:fs'
import path from 'node:path'

const camelCase = /^[a-z][a-zA-Z0-9]*$/
const pascalCase = /^[A-Z][a-zA-Z0-9]*$/
const vikeFile = /^\+[a-zA-Z][a-zA-Z0-9]*$/
const folder = /^(?:[a-z][a-zA-Z0-9]*|_[a-z]+|\.[a-z]+)$/

/** The name before the first dot: `ContactForm.test.tsx` → `ContactForm`. */
const stemOf = (fileName) => fileName.split('.')[0]

/** @type {import('eslint').Rule.RuleModule} */
export const fileNames = {
  meta: { type: 'problem', docs: { description: 'one file-naming scheme; no names that differ only in case' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(context.cwd, context.filename)
        const fileName = path.basename(relative)
        const stem = stemOf(fileName)
        const report = (message) => context.report({ node, message })

        for (const part of path
          .dirname(relative)
          .split(path.sep)
          .filter((p) => p !== '.')) {
          if (!folder.test(part)) report(`Folder "${part}" should be camelCase.`)
        }
        const component = fileName.endsWith('.tsx') && !vikeFile.test(stem)
        if (vikeFile.test(stem)) {
          // Vike's own names (+Page.tsx, +data.ts) are fixed by the framework.
        } else if (component && !pascalCase.test(stem)) {
          report(`"${fileName}" holds a React component: name it in PascalCase.`)
        } else if (!component && !camelCase.test(stem)) {
          report(`"${fileName}" is not a component: name it in camelCase.`)
        }

        const siblings = fs.readdirSync(path.dirname(context.filename)).map(stemOf)
        const clash = [...new Set(siblings)].filter((other) => other !== stem && other.toLowerCase() === stem.toLowerCase())
        if (clash.length > 0) report(`"${fileName}" and "${clash.join('", "')}" differ only in case; rename one.`)
      },
    }
  },
}
