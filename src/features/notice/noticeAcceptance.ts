/** Where the visitor's answer to the medical notice is kept (the key and value are the specification's). */
export const NOTICE_STORAGE_KEY = 'medicalDisclaimerAccepted'

/** Class the head script puts on <html> when the notice was accepted before, so it never paints. */
export const NOTICE_ACCEPTED_CLASS = 'notice-accepted'

export function isNoticeAccepted(): boolean {
  try {
    return window.localStorage.getItem(NOTICE_STORAGE_KEY) === 'true'
  } catch {
    // Storage blocked (privacy settings): ask again on every visit.
    return false
  }
}

export function storeNoticeAcceptance(): void {
  try {
    window.localStorage.setItem(NOTICE_STORAGE_KEY, 'true')
  } catch {
    // Storage blocked: the acceptance lasts for this page view only.
  }
}
