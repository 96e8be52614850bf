import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // Every page is static HTML; the browser then navigates on the client.
  prerender: true,
} satisfies Config
