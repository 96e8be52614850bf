/**
 * Paper copy of an IFU on request: the fields, the draft kept per tab, and the request sent through
 * the contact form's e-mail service (EmailJS) with its own template parameters (docs/ifu.md, "IFU paper
 * copy requests").
 */
import { emailConfig } from '#src/features/contact/emailConfig.ts'
import { EmailNotConfigured, prepareEmail } from '#src/features/contact/sendContactMessage.ts'

export const paperCopyFields = ['product', 'language', 'name', 'organisation', 'address', 'email'] as const
export type PaperCopyField = (typeof paperCopyFields)[number]
export type PaperCopyFields = Record<PaperCopyField, string>

export const emptyPaperCopy: PaperCopyFields = { product: '', language: '', name: '', organisation: '', address: '', email: '' }

/** Where the form's draft is kept for the tab (the privacy notice names it). */
export const PAPER_COPY_DRAFT_KEY = 'ifuPaperCopyDraft'

/** The template parameters of a paper-copy request (also readable by the contact template: subject, message). */
function paperCopyParams(f: PaperCopyFields): Record<string, string> {
  return {
    request_type: 'ifu_paper_copy',
    from_name: f.name,
    from_email: f.email,
    organisation: f.organisation,
    postal_address: f.address,
    ifu_product: f.product,
    ifu_language: f.language,
    subject: `IFU paper copy: ${f.product} (${f.language})`,
    message: [
      `Product or code: ${f.product}`,
      `Language: ${f.language}`,
      `Name: ${f.name}`,
      `Organisation: ${f.organisation}`,
      `Postal address:\n${f.address}`,
      `E-mail: ${f.email}`,
      'Free of charge; to be posted within 7 calendar days.',
    ].join('\n'),
  }
}

/** Sends the request; rejects when the service did not accept it (the form then keeps everything). */
export async function sendPaperCopyRequest(fields: PaperCopyFields): Promise<void> {
  const found = emailConfig()
  if ('missing' in found) throw new EmailNotConfigured(`The paper-copy request cannot send: ${found.missing.join(', ')} not set at build time.`)
  const emailjs = await prepareEmail()
  if (!emailjs) throw new EmailNotConfigured('The e-mail service is not initialised.')
  const templateId = import.meta.env.VITE_EMAILJS_IFU_TEMPLATE_ID?.trim() || found.config.templateId
  const response = await emailjs.send(found.config.serviceId, templateId, paperCopyParams(fields))
  if (response.status !== 200 && response.text !== 'OK') throw new Error(`The e-mail service answered ${response.status} ${response.text}`)
}
