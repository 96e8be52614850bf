import { routeFor } from '@/routing/routeTable'

export default routeFor('whereToBuy')
