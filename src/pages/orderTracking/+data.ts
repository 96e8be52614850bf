import type { PageContextServer } from 'vike/types'
import { redirectData } from '@/pageData/redirectData'

export const data = (pageContext: PageContextServer) => redirectData('ord', pageContext)
