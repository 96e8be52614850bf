import { IFU_FEED_PATH } from './ifuFeedPath'

/** In the head of the IFU pages: feed readers find the revisions feed from here. */
export function IfuFeedLink() {
  return <link rel="alternate" type="application/atom+xml" title="IFU revisions" href={IFU_FEED_PATH} />
}
