import { useData } from 'vike-react/useData'
import type { Data } from './+data'

/** Feed readers find the page's Atom feed, in its language, from here. */
export function Head() {
  const { feed } = useData<Data>()
  return <link rel="alternate" type="application/atom+xml" title={feed.title} href={feed.href} />
}
