import type { TextGroup } from '@/i18n/texts'

/** The text groups this page shows besides the layout's (src/layout/pageUi.ts). */
export default ['common', 'whereToBuy'] satisfies TextGroup[]
