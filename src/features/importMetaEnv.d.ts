/** Build-time settings of the interactive features, read from the environment (see .env.example). */
interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string
  readonly VITE_EMAILJS_SERVICE_ID?: string
  readonly VITE_EMAILJS_TEMPLATE_ID?: string
  readonly VITE_SENTRY_DSN?: string
  /** Optional: a template of its own for IFU paper-copy requests; the contact template otherwise. */
  readonly VITE_EMAILJS_IFU_TEMPLATE_ID?: string
}
