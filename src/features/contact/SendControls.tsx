import { useT } from '#src/i18n/useT.ts'

interface Props {
  sending: boolean
  sendText: string
  /** What went wrong, when the last send failed. */
  error?: string
  /** The confirmation, when the last send went through. */
  sent?: string
}

/** A form's send button, disabled while sending, and the live region that tells how the send went. */
export function SendControls({ sending, sendText, error, sent }: Props) {
  const t = useT()
  return (
    <>
      <button type="submit" className="contact-form__submit" disabled={sending}>
        {sending ? t('contact.sending') : sendText}
      </button>
      <div className="contact-form__status" aria-live="polite">
        {error !== undefined && (
          <p className="contact-form__message contact-form__message--error" role="alert">
            {error}
          </p>
        )}
        {sent !== undefined && <p className="contact-form__message contact-form__message--sent">{sent}</p>}
      </div>
    </>
  )
}
