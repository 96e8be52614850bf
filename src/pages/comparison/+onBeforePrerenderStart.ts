import { prerenderUrls } from '@/routing/routeTable'

export const onBeforePrerenderStart = () => prerenderUrls('comparison')
