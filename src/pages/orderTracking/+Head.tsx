export { RedirectHead as Head } from '#src/components/RedirectPage.tsx'
