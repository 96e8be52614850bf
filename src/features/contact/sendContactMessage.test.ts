import { afterEach, describe, expect, test, vi } from 'vitest'
import { emailConfig } from './emailConfig'
import { EmailNotConfigured, sendContactMessage } from './sendContactMessage'

const fields = { name: 'Anna', email: 'anna@example.org', subject: 'Campioni', message: 'Ciao' }

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('missing e-mail configuration', () => {
  test.each([
    [
      { VITE_EMAILJS_PUBLIC_KEY: '', VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_TEMPLATE_ID: '' },
      ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'],
    ],
    [{ VITE_EMAILJS_PUBLIC_KEY: 'key', VITE_EMAILJS_SERVICE_ID: '  ', VITE_EMAILJS_TEMPLATE_ID: 'template' }, ['VITE_EMAILJS_SERVICE_ID']],
  ])('%j lists %j', (env, missing) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
    expect(emailConfig()).toEqual({ missing })
  })

  test('all three set: the configuration, trimmed', () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', ' key ')
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service')
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template')
    expect(emailConfig()).toEqual({ config: { publicKey: 'key', serviceId: 'service', templateId: 'template' } })
  })

  test('sending rejects with an explanation naming the variables, without loading the SDK', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', '')
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service')
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', '')
    const sending = sendContactMessage(fields)
    await expect(sending).rejects.toBeInstanceOf(EmailNotConfigured)
    await expect(sending).rejects.toThrow('VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID are not set')
  })
})
