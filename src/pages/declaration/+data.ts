import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { redirectData } from '#src/pageData/redirectData.ts'

export const data = (pageContext: RouteContext) => redirectData('ddt', pageContext)
