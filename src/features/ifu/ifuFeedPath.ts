/** Where the IFU revisions' Atom feed is served (scripts/site/emitters/ifuAtomFeed.ts writes it); the pages link to it. */
export const IFU_FEED_PATH = '/ifu/feed.xml'
