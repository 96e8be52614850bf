import type { PageContextServer } from 'vike/types'
import { legalData } from '@/pageData/legalData'

export type Data = ReturnType<typeof data>

export const data = (pageContext: PageContextServer) => legalData('disclaimer', pageContext)
