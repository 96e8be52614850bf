import type { RouteContext } from '@/pageData/prerenderPages'
import { legalData } from '@/pageData/legalData'

export type Data = ReturnType<typeof data>

export const data = (pageContext: RouteContext) => legalData('privacy', pageContext)
