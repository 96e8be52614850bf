/**
 * Where the site serves the generator's index files (src/generated/search): the search index by
 * version, and beside it the code and tender indexes (src/features/requestList/codeShard.ts).
 * The build's emitter writes them here (scripts/site/emitters/siteEmitters.ts).
 */
export const SEARCH_INDEX_PATH = '/search-index/'
