/**
 * Headers every response of the site carries, whoever answers: the host from `_headers`
 * (scripts/site/pages/securityHeaders.ts) or the GS1 resolver's Function, whose answers the host's
 * `_headers` rules do not reach.
 */
export const SITE_WIDE_HEADERS: readonly [string, string][] = [
  ['Strict-Transport-Security', 'max-age=31536000'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // OpenStreetMap refuses tile requests that carry no Referer.
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
]

/** Browser features the site never uses, turned off for it and anything it might embed. */
const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((f) => `${f}=()`).join(', ')

/** The scan page's: the same, but the camera for the site itself, which reads a label's code in the page. */
export const CAMERA_PERMISSIONS_POLICY = UNUSED_FEATURES.map((f) => (f === 'camera' ? `${f}=(self)` : `${f}=()`)).join(', ')
