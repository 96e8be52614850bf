import { Suspense, lazy, useEffect, useState } from 'react'
import type { Distributor } from '#src/catalogue/distributors.ts'

// Leaflet touches window when it loads, so the map is fetched in the browser only, after hydration.
const ClusterMap = lazy(() => import('./ClusterMap').then((m) => ({ default: m.ClusterMap })))

/** The distributors on a map: a box of fixed height in the HTML, filled with Leaflet once in the browser. */
export function DistributorsMap({ distributors, label }: { distributors: Distributor[]; label: string }) {
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  return (
    <div className="wtb-map" role="region" aria-label={label}>
      {inBrowser && (
        <Suspense fallback={null}>
          <ClusterMap distributors={distributors} />
        </Suspense>
      )}
    </div>
  )
}
