/** Where the open data feed and its JSON Schema are served: linked from each product page and the sitemap. No zod here: pages import it. */
export const OPEN_DATA_FEED_PATH = '/data/products.json'
export const OPEN_DATA_SCHEMA_PATH = '/data/products.schema.json'
