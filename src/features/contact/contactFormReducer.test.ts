import { describe, expect, test } from 'vitest'
import { type ContactFormAction, type ContactFormState, contactFormReducer, emptyFields, initialContactForm } from './contactFormReducer'

const filled = { name: 'Anna', email: 'anna@example.org', subject: 'Campioni', message: 'Vorrei dei campioni.' }
const run = (actions: ContactFormAction[], from: ContactFormState = initialContactForm) => actions.reduce(contactFormReducer, from)

describe('contactFormReducer', () => {
  test.each<[string, ContactFormAction[], Partial<ContactFormState>]>([
    ['starts idle and empty', [], { fields: emptyFields, status: 'idle', sent: false }],
    ['submitting sets sending', [{ type: 'submit' }], { status: 'sending' }],
    [
      'success clears every field and shows the message',
      [{ type: 'restore', fields: filled }, { type: 'submit' }, { type: 'sent' }],
      { fields: emptyFields, status: 'idle', sent: true },
    ],
    [
      'a failure keeps the text',
      [{ type: 'restore', fields: filled }, { type: 'submit' }, { type: 'failed' }],
      { fields: filled, status: 'error', sent: false },
    ],
    ['editing a field clears the error', [{ type: 'submit' }, { type: 'failed' }, { type: 'edit', field: 'name', value: 'A' }], { status: 'idle' }],
    ['submitting again clears the error', [{ type: 'submit' }, { type: 'failed' }, { type: 'submit' }], { status: 'sending' }],
    [
      'the success message stays after later edits and sends',
      [{ type: 'submit' }, { type: 'sent' }, { type: 'edit', field: 'subject', value: 'x' }, { type: 'submit' }, { type: 'failed' }],
      { sent: true, status: 'error' },
    ],
    [
      'an edit changes only its field',
      [
        { type: 'restore', fields: filled },
        { type: 'edit', field: 'message', value: 'Altro' },
      ],
      { fields: { ...filled, message: 'Altro' } },
    ],
  ])('%s', (_, actions, expected) => {
    expect(run(actions)).toMatchObject(expected)
  })
})
