/** The EmailJS account the form sends through; set at build time (README, "Environment variables"). */
export interface EmailConfig {
  publicKey: string
  serviceId: string
  templateId: string
}

/** The configuration, or the names of the variables that are missing. */
export function emailConfig(): { config: EmailConfig } | { missing: string[] } {
  const variables: [keyof EmailConfig, string, string | undefined][] = [
    ['publicKey', 'VITE_EMAILJS_PUBLIC_KEY', import.meta.env.VITE_EMAILJS_PUBLIC_KEY],
    ['serviceId', 'VITE_EMAILJS_SERVICE_ID', import.meta.env.VITE_EMAILJS_SERVICE_ID],
    ['templateId', 'VITE_EMAILJS_TEMPLATE_ID', import.meta.env.VITE_EMAILJS_TEMPLATE_ID],
  ]
  const missing = variables.filter(([, , value]) => !value?.trim()).map(([, name]) => name)
  if (missing.length > 0) return { missing }
  const config = Object.fromEntries(variables.map(([key, , value]) => [key, value?.trim() ?? ''])) as unknown as EmailConfig
  return { config }
}
