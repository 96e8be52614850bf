/**
 * The outside hosts the contact page talks to, in one place: the pages use them, and the build
 * allows exactly these in the site's Content-Security-Policy (scripts/site/pages/securityHeaders.ts).
 */

/** OpenStreetMap's standard tiles (https://operations.osmfoundation.org/policies/tiles/). */
export const MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** EmailJS's REST API, which the SDK posts the contact form to. */
export const EMAIL_API_ORIGIN = 'https://api.emailjs.com'
