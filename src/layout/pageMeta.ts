/** What a page's +data returns for its <title> and meta description, in the page language. */
export interface PageMeta {
  title: string
  description: string
  /** The home page puts the company name first. */
  home?: boolean
}

export function fullTitle(meta: Pick<PageMeta, 'title' | 'home'>, companyName: string): string {
  return meta.home ? `${companyName} | ${meta.title}` : `${meta.title} | ${companyName}`
}
