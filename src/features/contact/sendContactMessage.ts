import type { ContactFields } from './contactFormReducer'
import { emailConfig } from './emailConfig'
import { EMAIL_API_ORIGIN } from './outsideServices'

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
      // No rate limit in the browser: a visitor who sends twice means to, and the service limits abuse on its side.
      emailjs.init({ publicKey: found.config.publicKey, origin: EMAIL_API_ORIGIN })
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
  const response = await emailjs.send(found.config.serviceId, found.config.templateId, {
    from_name: fields.name,
    from_email: fields.email,
    subject: fields.subject,
    message: requestList ? `${fields.message}\n\n${requestList}` : fields.message,
    ...(requestList ? { request_list: requestList } : {}),
  })
  if (response.status !== 200 && response.text !== 'OK') throw new Error(`The e-mail service answered ${response.status} ${response.text}`)
}
