import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { legalData } from '#src/pageData/legalData.ts'

export type Data = ReturnType<typeof data>

export const data = (pageContext: RouteContext) => legalData('disclaimer', pageContext)
