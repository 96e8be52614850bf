export { RedirectHead as Head } from '@/components/RedirectPage'
