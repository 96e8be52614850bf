import { routeFor } from '#src/routing/routeTable.ts'

export default routeFor('scan')
