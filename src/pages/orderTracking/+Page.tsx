export { RedirectPage as default } from '#src/components/RedirectPage.tsx'
