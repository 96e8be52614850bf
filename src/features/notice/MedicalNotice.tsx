/** The medical notice modal shown to first-time visitors (built with the notice feature). */
export function MedicalNotice() {
  return null
}
