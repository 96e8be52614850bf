/** The contact form's fields, in the order shown, and the states it goes through (spec §4). */
export const contactFields = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof contactFields)[number]
export type ContactFields = Record<ContactField, string>

export const emptyFields: ContactFields = { name: '', email: '', subject: '', message: '' }

export interface ContactFormState {
  fields: ContactFields
  status: 'idle' | 'sending' | 'error'
  /** Once a message has gone, the success message stays shown. */
  sent: boolean
}

export type ContactFormAction =
  { type: 'edit'; field: ContactField; value: string } | { type: 'restore'; fields: ContactFields } | { type: 'submit' } | { type: 'sent' } | { type: 'failed' }

export const initialContactForm: ContactFormState = { fields: emptyFields, status: 'idle', sent: false }

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'edit':
      // Any edit clears the error; an edit while sending changes the text but not the state.
      return {
        ...state,
        fields: { ...state.fields, [action.field]: action.value },
        status: state.status === 'error' ? 'idle' : state.status,
      }
    case 'restore':
      return { ...state, fields: action.fields }
    case 'submit':
      return { ...state, status: 'sending' }
    case 'sent':
      return { fields: emptyFields, status: 'idle', sent: true }
    case 'failed':
      // The fields keep what the visitor typed.
      return { ...state, status: 'error' }
  }
}
