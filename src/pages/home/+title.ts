import type { PageContext } from 'vike/types'
import type { Data } from './+data'

export const title = (pageContext: PageContext<Data>) => pageContext.data.texts.title
