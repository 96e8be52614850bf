/**
 * Readers of the resolver's index (resolverData.ts): through Cloudflare Pages' assets binding in
 * the Function, or from the files made in memory by the dev server and the tests. Each parses a
 * file once.
 */
import type { ResolverReader } from './resolverData.ts'

/** The files as scripts/site/emitters/resolverIndexFiles.ts makes them. */
export function filesReader(files: readonly { path: string; contents: string }[]): ResolverReader {
  const byPath = new Map(files.map((f) => [f.path, f.contents]))
  const parsed = new Map<string, unknown>()
  return async (path) => {
    if (!parsed.has(path)) {
      const contents = byPath.get(path)
      parsed.set(path, contents === undefined ? undefined : JSON.parse(contents))
    }
    return parsed.get(path)
  }
}

/** Cloudflare Pages' `env.ASSETS`: fetches a file of the deploy, as a request from the Function. */
export interface AssetsBinding {
  fetch: (input: string) => Promise<Response>
}

/** Shards an isolate keeps parsed, the most recently read: a few hundred kilobytes at most. */
const KEPT_SHARDS = 64

/**
 * Files of the deploy, fetched by their path on `origin`. Files are kept for the life of the
 * isolate (a deploy is a new one): the manifest, and the shards last read, so that a request reads
 * at most one file, its GTIN's shard, and a label scanned again reads none.
 */
export function assetsReader(assets: AssetsBinding, origin: string): ResolverReader {
  const kept = new Map<string, Promise<unknown>>()
  const fetchJson = async (path: string) => {
    const response = await assets.fetch(origin + path)
    return response.ok ? response.json() : undefined
  }
  return (path) => {
    let file = kept.get(path)
    if (file) {
      // Most recently used last: Map keeps insertion order.
      kept.delete(path)
    } else {
      file = fetchJson(path)
      file.catch(() => kept.delete(path))
    }
    kept.set(path, file)
    if (kept.size > KEPT_SHARDS + 1) kept.delete([...kept.keys()].find((p) => !p.endsWith('/manifest.json'))!)
    return file
  }
}
