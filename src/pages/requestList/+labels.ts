import type { LabelGroup } from '@/i18n/labels'

/** The label groups this page shows besides the layout's (src/layout/pageUi.ts). */
export default ['common', 'request', 'tender'] satisfies LabelGroup[]
