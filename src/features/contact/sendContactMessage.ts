import type { ContactFields } from './contactForm'
import { emailConfig } from './emailConfig'

/** One message per 10 s per browser, counted by the SDK in localStorage under this id. */
const LIMIT_RATE = { id: 'contactFormLastSent', throttle: 10_000 }

/**
 * The SDK's init() replaces its default storage with the one passed (none, if none is), which
 * silently turns the rate limit off; so the storage is given explicitly.
 */
const storageProvider = {
  get: async (key: string) => window.localStorage.getItem(key),
  set: async (key: string, value: string) => window.localStorage.setItem(key, value),
  remove: async (key: string) => window.localStorage.removeItem(key),
}

let sdk: Promise<typeof import('@emailjs/browser')> | undefined

/**
 * Loads and initialises the EmailJS SDK with the public key (once, when the contact page loads).
 * blockHeadless stays off: it would refuse real visitors whose browser merely looks automated.
 */
export function prepareEmail(): Promise<typeof import('@emailjs/browser')> | undefined {
  const found = emailConfig()
  if ('missing' in found) return undefined
  if (!sdk) {
    sdk = import('@emailjs/browser').then((emailjs) => {
      emailjs.init({ publicKey: found.config.publicKey, limitRate: LIMIT_RATE, storageProvider })
      return emailjs
    })
    // A failed download (offline) is tried again on the next submit.
    sdk.catch(() => {
      sdk = undefined
    })
  }
  return sdk
}

export class EmailNotConfigured extends Error {}

/**
 * Sends the form; resolves when the service accepted it (HTTP 200 or the text "OK"), rejects otherwise.
 * `requestList`, the codes the visitor picked as readable lines, goes in a template parameter of
 * its own and after the message, so a template that does not use the parameter still shows it.
 */
export async function sendContactMessage(fields: ContactFields, requestList = ''): Promise<void> {
  const found = emailConfig()
  if ('missing' in found) {
    throw new EmailNotConfigured(
      `The contact form cannot send: ${found.missing.join(', ')} ${found.missing.length === 1 ? 'is' : 'are'} not set at build time. See README, "Environment variables".`,
    )
  }
  const emailjs = await prepareEmail()
  if (!emailjs) throw new EmailNotConfigured('The e-mail service is not initialised.')
  // The SDK notes the time before it sends; a message that did not go out must not make the
  // visitor wait 10 s to try again, so the note is put back unless the limit itself refused it.
  const lastSent = window.localStorage.getItem(LIMIT_RATE.id)
  let response: Awaited<ReturnType<typeof emailjs.send>>
  try {
    response = await emailjs.send(found.config.serviceId, found.config.templateId, {
      from_name: fields.name,
      from_email: fields.email,
      subject: fields.subject,
      message: requestList ? `${fields.message}\n\n${requestList}` : fields.message,
      ...(requestList ? { request_list: requestList } : {}),
    })
  } catch (error) {
    if (!(error instanceof emailjs.EmailJSResponseStatus && error.status === 429)) restoreLastSent(lastSent)
    throw error
  }
  if (response.status !== 200 && response.text !== 'OK') {
    restoreLastSent(lastSent)
    throw new Error(`The e-mail service answered ${response.status} ${response.text}`)
  }
}

function restoreLastSent(value: string | null) {
  if (value === null) window.localStorage.removeItem(LIMIT_RATE.id)
  else window.localStorage.setItem(LIMIT_RATE.id, value)
}
