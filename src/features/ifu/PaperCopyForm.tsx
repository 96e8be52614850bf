import { type FormEvent, useState } from 'react'
import { useT } from '#src/i18n/useT.ts'
import { prepareEmail } from '#src/features/contact/sendContactMessage.ts'
import { SendControls } from '#src/features/contact/SendControls.tsx'
import { useSessionDraft } from '#src/features/contact/useSessionDraft.ts'
import { emptyPaperCopy, PAPER_COPY_DRAFT_KEY, type PaperCopyField, paperCopyFields, type PaperCopyFields, sendPaperCopyRequest } from './paperCopy'
import '#src/features/contact/ContactForm.css'
import './IfuLookup.css'

interface Props {
  /** Filled in on a document page: its product and language. */
  product?: string
  language?: string
  /** The IFU languages to choose from, by name in the page language. */
  languages: string[]
}

/** A free paper copy of an IFU, posted within 7 calendar days; never loses what was typed. */
export function PaperCopyForm({ product = '', language = '', languages }: Props) {
  const t = useT()
  const [fields, setFields] = useState<PaperCopyFields>({ ...emptyPaperCopy, product, language })
  const [status, setStatus] = useState<'idle' | 'sending' | 'error' | 'sent'>('idle')
  // What was typed is kept for the tab; the product and language the page chose stay unless the draft has others.
  useSessionDraft(PAPER_COPY_DRAFT_KEY, paperCopyFields, fields, (draft) =>
    setFields((f) => ({ ...f, ...Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '')) })),
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (status === 'sending') return
    setStatus('sending')
    try {
      prepareEmail()
      await sendPaperCopyRequest(fields)
      setFields({ ...emptyPaperCopy, product, language })
      setStatus('sent')
    } catch (error) {
      console.error('The paper-copy request was not sent:', error)
      setStatus('error')
    }
  }

  const field = (name: PaperCopyField) => ({
    id: `paper-copy-${name}`,
    name,
    required: true,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => {
      setFields((f) => ({ ...f, [name]: e.target.value }))
      if (status === 'error') setStatus('idle')
    },
  })

  return (
    <form className="contact-form paper-copy" onSubmit={submit} aria-labelledby="paper-copy-title">
      <h2 id="paper-copy-title" className="contact-form__title">
        {t('paperCopy.title')}
      </h2>
      <p>{t('paperCopy.intro')}</p>
      <div className="contact-form__row">
        <label className="contact-form__field">
          <span>{t('paperCopy.product')}</span>
          <input type="text" {...field('product')} />
        </label>
        <label className="contact-form__field">
          <span>{t('paperCopy.language')}</span>
          <select className="paper-copy__select" {...field('language')}>
            <option value="">—</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="contact-form__row">
        <label className="contact-form__field">
          <span>{t('contact.name')}</span>
          <input type="text" autoComplete="name" {...field('name')} />
        </label>
        <label className="contact-form__field">
          <span>{t('paperCopy.organisation')}</span>
          <input type="text" autoComplete="organization" {...field('organisation')} />
        </label>
      </div>
      <label className="contact-form__field">
        <span>{t('paperCopy.address')}</span>
        <textarea rows={3} autoComplete="street-address" {...field('address')} />
      </label>
      <label className="contact-form__field">
        <span>{t('contact.email')}</span>
        <input type="email" autoComplete="email" {...field('email')} />
      </label>
      <p className="paper-copy__privacy">{t('paperCopy.privacy')}</p>
      <SendControls
        sending={status === 'sending'}
        sendText={t('paperCopy.send')}
        error={status === 'error' ? t('paperCopy.error') : undefined}
        sent={status === 'sent' ? t('paperCopy.sent') : undefined}
      />
    </form>
  )
}
