/**
 * The resolver as a Cloudflare Pages Function (https://developers.cloudflare.com/pages/functions/):
 * each file under functions/ for the resolver's paths exports this as its onRequest. Its index is
 * read from the deploy's own files through the assets binding.
 */
import { resolveDigitalLink } from './resolveDigitalLink.ts'
import { type AssetsBinding, assetsReader } from './resolverReaders.ts'
import type { ResolverReader } from './resolverData.ts'

/** What a Pages Function receives that the resolver uses (EventContext, in @cloudflare/workers-types). */
export interface PagesContext {
  request: Request
  env: { ASSETS: AssetsBinding }
}

// One reader per isolate and origin: the manifest is fetched once, then each request reads its shard.
const readers = new Map<string, ResolverReader>()

export function onPagesRequest({ request, env }: PagesContext): Promise<Response> {
  const origin = new URL(request.url).origin
  let read = readers.get(origin)
  if (!read) readers.set(origin, (read = assetsReader(env.ASSETS, origin)))
  return resolveDigitalLink(request, read)
}
