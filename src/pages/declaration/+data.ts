import type { RouteContext } from '@/pageData/prerenderPages'
import { redirectData } from '@/pageData/redirectData'

export const data = (pageContext: RouteContext) => redirectData('ddt', pageContext)
