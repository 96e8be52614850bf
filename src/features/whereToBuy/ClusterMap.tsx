import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useMemo, useState } from 'react'
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import Supercluster from 'supercluster'
import type { Distributor } from '#src/catalogue/distributors.ts'
import { MAP_ATTRIBUTION, shadowlessMarkerIcon } from '#src/features/contact/mapMarker.ts'
import { MAP_TILES } from '#src/features/contact/outsideServices.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { useT } from '#src/i18n/useT.ts'

/** Markers closer than this many pixels on screen join a cluster: a marker is 25 × 41 px, and touch targets need room. */
const CLUSTER_RADIUS_PX = 48
/** supercluster measures its radius on a tile 512 pixels wide; Leaflet's tiles are 256. */
const TILE_SCALE = 512 / 256
/** Zoomed in this far (a town), every marker stands alone. */
const CLUSTER_MAX_ZOOM = 12
/** However few the markers, the map opens no closer than a region. */
const FIT_MAX_ZOOM = 8

const FIT: L.FitBoundsOptions = { padding: [32, 32], maxZoom: FIT_MAX_ZOOM }

const boundsOf = (list: readonly Distributor[]) => L.latLngBounds(list.map((d) => [d.latitude, d.longitude]))

function viewOf(map: L.Map): { box: [number, number, number, number]; zoom: number } {
  const b = map.getBounds()
  return { box: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: Math.round(map.getZoom()) }
}

type Point = { id: string; name: string; address: string; phone: string; email: string }

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 36 : 44
  return L.divIcon({ html: `<span>${count}</span>`, className: 'wtb-cluster', iconSize: [size, size] })
}

/** The markers of the current view: single distributors, and clusters that zoom in when chosen. */
function Markers({ distributors }: { distributors: Distributor[] }) {
  const map = useMap()
  const t = useT()
  // The company listed for several countries sits once on the map.
  const points = useMemo(() => [...new Map(distributors.map((d) => [`${d.latitude},${d.longitude},${d.name}`, d])).values()], [distributors])
  const index = useMemo(() => {
    const clusters = new Supercluster<Point>({ radius: CLUSTER_RADIUS_PX * TILE_SCALE, maxZoom: CLUSTER_MAX_ZOOM })
    clusters.load(
      points.map((d) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [d.longitude, d.latitude] },
        properties: { id: d.id, name: d.name, address: d.address, phone: d.phone, email: d.email },
      })),
    )
    return clusters
  }, [points])
  const [view, setView] = useState(() => viewOf(map))
  useMapEvents({ moveend: () => setView(viewOf(map)) })
  // A change of filters shows what is left.
  useEffect(() => {
    if (points.length > 0) map.fitBounds(boundsOf(points), FIT)
  }, [map, points])
  const features = index.getClusters(view.box, view.zoom)
  return features.map((f) => {
    const [lng, lat] = f.geometry.coordinates as [number, number]
    const p = f.properties
    if ('cluster' in p && p.cluster) {
      const label = fillText(t('whereToBuy.cluster'), { n: p.point_count })
      return (
        <Marker
          key={`cluster-${p.cluster_id}`}
          position={[lat, lng]}
          icon={clusterIcon(p.point_count)}
          title={label}
          alt={label}
          eventHandlers={{ click: () => map.setView([lat, lng], index.getClusterExpansionZoom(p.cluster_id)) }}
        />
      )
    }
    const d = p as Point
    return (
      <Marker key={d.id} position={[lat, lng]} icon={shadowlessMarkerIcon} alt={d.name} title={d.name}>
        <Popup maxWidth={260}>
          <div className="wtb-popup">
            <strong>{d.name}</strong>
            {d.address}
            <br />
            <a href={`tel:${d.phone.replace(/[^\d+]/g, '')}`}>{d.phone}</a>
            <br />
            <a href={`mailto:${d.email}`}>{d.email}</a>
          </div>
        </Popup>
      </Marker>
    )
  })
}

/** Where the map opens when no one is listed: Europe. */
const EUROPE = { center: [48, 10] as [number, number], zoom: 4 }

export function ClusterMap({ distributors }: { distributors: Distributor[] }) {
  const opening = distributors.length > 0 ? { bounds: boundsOf(distributors), boundsOptions: FIT } : EUROPE
  return (
    <MapContainer {...opening} scrollWheelZoom={false}>
      {/* OpenStreetMap's tile policy wants a Referer: keep the origin on cross-origin requests. On a
      high-density screen, tiles of the next zoom at half size: this map is in view as the page opens. */}
      <TileLayer url={MAP_TILES} attribution={MAP_ATTRIBUTION} referrerPolicy="strict-origin-when-cross-origin" detectRetina />
      <Markers distributors={distributors} />
    </MapContainer>
  )
}
