/** Interaction to Next Paint on the phone profile, median of the runs of `npm run bench:inp`: "good" in Core Web Vitals is 200 ms; the site asks for half. */
export const MAX_INP_MS = 100
