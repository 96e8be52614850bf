const files = new Map<string, Promise<unknown>>()

/**
 * A JSON file of the search index, fetched once per page view however many parts of the page ask
 * for it; a failed fetch is tried again next time.
 */
export function fetchJsonOnce<T>(url: string): Promise<T> {
  let file = files.get(url)
  if (!file) {
    file = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`)
      return r.json()
    })
    file.catch(() => files.delete(url))
    files.set(url, file)
  }
  return file as Promise<T>
}
