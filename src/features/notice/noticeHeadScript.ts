/** Inline script placed in <head>, run before first paint (built with the notice feature). */
export const noticeHeadScript = ''
