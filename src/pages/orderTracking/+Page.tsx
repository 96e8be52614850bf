export { RedirectPage as default } from '@/components/RedirectPage'
