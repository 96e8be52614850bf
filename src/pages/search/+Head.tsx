/** Results pages depend on the query: not worth indexing by search engines. */
export function Head() {
  return <meta name="robots" content="noindex, follow" />
}
