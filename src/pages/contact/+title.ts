import type { PageContext } from 'vike/types'
import type { Lang } from '@/catalogue/schema'
import { dictionaries } from '@/i18n/dictionary'

export const title = (pageContext: PageContext) => dictionaries[pageContext.routeParams.lang as Lang]['contact.title']
