import type { PageContextServer } from 'vike/types'
import { redirectData } from '@/components/redirectData'

export const data = (pageContext: PageContextServer) => redirectData('ord', pageContext)
