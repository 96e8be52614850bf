import { Suspense, lazy, useEffect, useState } from 'react'
import type { MapPlace } from './LeafletMap'
import './ContactMap.css'

// Leaflet touches window when it loads, so it is fetched in the browser only, after hydration.
const LeafletMap = lazy(() => import('./LeafletMap').then((m) => ({ default: m.LeafletMap })))

/** The map of the headquarters: a 400 px box in the HTML, filled with Leaflet once in the browser. */
export function ContactMap({ place, label }: { place: MapPlace; label: string }) {
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  return (
    <div className="contact-map" role="region" aria-label={label}>
      {inBrowser && (
        <Suspense fallback={null}>
          <LeafletMap place={place} />
        </Suspense>
      )}
    </div>
  )
}
