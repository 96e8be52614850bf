/**
 * The project's import graph, type-only and dynamic imports included, and its cycles. The lint's
 * import-x/no-cycle skips type-only imports; a cycle closed by one still ties two modules together
 * for a reader.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from '@babel/parser'

const EXTENSIONS = ['.ts', '.tsx', '.js']

/** The file an import names, for the project's own modules: relative paths and `#src/…`, src/ as package.json's `imports` maps it. */
function resolve(specifier: string, from: string, root: string): string | undefined {
  const base = specifier.startsWith('#src/')
    ? path.join(root, 'src', specifier.slice('#src/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined
  if (base === undefined) return undefined
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))]
  return candidates.find((f) => EXTENSIONS.includes(path.extname(f)) && fs.existsSync(f) && fs.statSync(f).isFile())
}

/** Every string an import, an export … from, a dynamic import() or a type's import('…') names. */
function specifiers(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const child of node) specifiers(child, out)
  else if (node !== null && typeof node === 'object') {
    const n = node as {
      type?: string
      source?: { value?: unknown }
      argument?: { value?: unknown }
      callee?: { type?: string }
      arguments?: { value?: unknown }[]
    }
    if ((n.type === 'ImportDeclaration' || n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration') && typeof n.source?.value === 'string')
      out.push(n.source.value)
    if (n.type === 'ImportExpression' && typeof n.source?.value === 'string') out.push(n.source.value)
    if (n.type === 'CallExpression' && n.callee?.type === 'Import' && typeof n.arguments?.[0]?.value === 'string') out.push(n.arguments[0].value)
    if (n.type === 'TSImportType' && typeof n.argument?.value === 'string') out.push(n.argument.value)
    for (const [key, child] of Object.entries(n)) if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') specifiers(child, out)
  }
  return out
}

/** The TypeScript and JavaScript files under `root`'s folders `dirs`, each with the project files it imports. */
export function importGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && EXTENSIONS.includes(path.extname(e.name)) && !e.name.endsWith('.d.ts'))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((f) => !f.split(path.sep).includes('node_modules') && !f.includes(`${path.sep}generated${path.sep}`)),
  )
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const ast = parse(fs.readFileSync(file, 'utf8'), {
      sourceType: 'module',
      plugins: [['typescript', {}], ...(file.endsWith('.tsx') ? (['jsx'] as const) : [])],
    })
    const imported = specifiers(ast.program.body).flatMap((s) => resolve(s, file, root) ?? [])
    graph.set(file, [...new Set(imported)])
  }
  return graph
}

/** The graph's cycles: each strongly connected set of more than one module, or a module importing itself (Tarjan's algorithm). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (v: string) => {
    index.set(v, index.size)
    low.set(v, index.get(v)!)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) !== index.get(v)) return
    const set: string[] = []
    let w: string
    do {
      w = stack.pop()!
      onStack.delete(w)
      set.push(w)
    } while (w !== v)
    if (set.length > 1 || graph.get(v)?.includes(v)) cycles.push(set.toSorted())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return cycles
}
