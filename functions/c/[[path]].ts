// The GS1 Digital Link resolver answers this path: src/features/digitalLink/resolveDigitalLink.ts.
import { onPagesRequest } from '../../src/features/digitalLink/onPagesRequest.ts'

export const onRequest = onPagesRequest
