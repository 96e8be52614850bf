import L from 'leaflet'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'
import 'leaflet/dist/leaflet.css'
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet'
import { MAP_TILES } from './outsideServices'

export interface MapPlace {
  latitude: number
  longitude: number
  zoom: number
  title: string
  address: string
}

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

// Leaflet's default icon guesses its URL from the CSS; the bundled copies are served from our assets instead.
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
})

export function LeafletMap({ place }: { place: MapPlace }) {
  const position: [number, number] = [place.latitude, place.longitude]
  return (
    <MapContainer center={position} zoom={place.zoom} scrollWheelZoom={false}>
      {/* OpenStreetMap's tile policy wants a Referer: keep the origin on cross-origin requests. */}
      <TileLayer url={MAP_TILES} attribution={ATTRIBUTION} referrerPolicy="strict-origin-when-cross-origin" />
      <Marker position={position} icon={markerIcon} alt={place.title}>
        <Popup maxWidth={260}>
          <div className="contact-map__popup">
            <strong>{place.title}</strong>
            {place.address}
          </div>
        </Popup>
      </Marker>
    </MapContainer>
  )
}
