import { type FormEvent, type ReactNode, useEffect, useReducer, useRef } from 'react'
import { useT, useUi } from '#src/i18n/useT.ts'
import { type ContactField, contactFields, contactFormReducer, initialContactForm } from './contactFormReducer'
import { mailDraftHref } from './mailDraft'
import { SendControls } from './SendControls'
import { prepareEmail, sendContactMessage } from './sendContactMessage'
import { useSessionDraft } from './useSessionDraft'
import './ContactForm.css'

interface Props {
  /** Text sent along with the message (the request list's lines), made when it is sent; shown by `children`. */
  attachment?: () => Promise<string>
  /** After a successful send, with the attachment that went. */
  onSent?: () => void
  /** Shown above the send button. */
  children?: ReactNode
}

/** Where the form's draft is kept for the tab (the privacy notice names it). */
const CONTACT_DRAFT_KEY = 'contactDraft'

/** The information-request form: sends through EmailJS, never loses what was typed. */
export function ContactForm({ attachment, onSent, children }: Props) {
  const t = useT()
  const [state, dispatch] = useReducer(contactFormReducer, initialContactForm)
  const honeypot = useRef<HTMLInputElement>(null)
  // What went with the last attempt, for the e-mail the way out prepares.
  const attached = useRef('')
  // Per tab: a reload keeps what was typed; a sent message empties the fields and so the draft.
  useSessionDraft(CONTACT_DRAFT_KEY, contactFields, state.fields, (fields) => dispatch({ type: 'restore', fields }))
  useEffect(() => {
    prepareEmail()?.catch((error: unknown) => console.warn('The e-mail service could not be loaded yet:', error))
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (state.status === 'sending') return
    dispatch({ type: 'submit' })
    // A filled honeypot is a bot: it is told the message went, and nothing is sent.
    if (honeypot.current?.value) {
      dispatch({ type: 'sent' })
      return
    }
    try {
      attached.current = attachment ? await attachment() : ''
      await sendContactMessage(state.fields, attached.current)
      dispatch({ type: 'sent' })
      onSent?.()
    } catch (error) {
      console.error('The contact message was not sent:', error)
      dispatch({ type: 'failed' })
    }
  }

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    required: true,
    value: state.fields[name],
    onChange: (e: { target: { value: string } }) => dispatch({ type: 'edit', field: name, value: e.target.value }),
  })

  const sending = state.status === 'sending'
  return (
    <form className="contact-form" onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        {t('contact.formTitle')}
      </h2>
      <div className="contact-form__row">
        <label className="contact-form__field">
          <span>{t('contact.name')}</span>
          <input type="text" autoComplete="name" {...field('name')} />
        </label>
        <label className="contact-form__field">
          <span>{t('contact.email')}</span>
          <input type="email" autoComplete="email" {...field('email')} />
        </label>
      </div>
      <label className="contact-form__field">
        <span>{t('contact.subject')}</span>
        <input type="text" {...field('subject')} />
      </label>
      <label className="contact-form__field">
        <span>{t('contact.message')}</span>
        <textarea rows={4} {...field('message')} />
      </label>
      <div className="contact-form__honeypot" aria-hidden="true">
        <label>
          {t('contact.honeypot')}
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {children}
      <SendControls
        sending={sending}
        sendText={t('contact.send')}
        error={state.status === 'error' ? t('contact.error') : undefined}
        sent={state.sent ? t('contact.sent') : undefined}
      />
      {state.status === 'error' && <WayOut fields={state.fields} attachment={attached.current} />}
    </form>
  )
}

/**
 * Beside a failed send: the company's e-mail address and phone from the catalogue, and an e-mail
 * ready in the visitor's own program with what they wrote and the request list, so that the
 * request reaches the company even while the e-mail service is down.
 */
function WayOut({ fields, attachment }: { fields: Parameters<typeof mailDraftHref>[1]; attachment: string }) {
  const t = useT()
  const { company } = useUi()
  return (
    <div className="contact-form__way-out">
      <p>{t('contact.wayOut')}</p>
      <ul>
        <li>
          <a href={mailDraftHref(company.email, fields, attachment)}>{t(attachment === '' ? 'contact.mailDraft' : 'contact.mailDraftWithList')}</a>
        </li>
        <li>
          {t('contact.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
        </li>
        <li>
          {t('contact.phone')}: <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>
        </li>
      </ul>
    </div>
  )
}
