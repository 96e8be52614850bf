import type { TextGroup } from '#src/i18n/texts.ts'

/** The text groups this page shows besides the layout's (src/layout/pageUi.ts). */
export default ['common', 'scan'] satisfies TextGroup[]
