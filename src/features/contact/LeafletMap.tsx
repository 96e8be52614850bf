import 'leaflet/dist/leaflet.css'
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet'
import { MAP_ATTRIBUTION, markerIcon } from './mapMarker'
import { MAP_TILES } from './outsideServices'

export interface MapPlace {
  latitude: number
  longitude: number
  zoom: number
  title: string
  address: string
}

export function LeafletMap({ place }: { place: MapPlace }) {
  const position: [number, number] = [place.latitude, place.longitude]
  return (
    <MapContainer center={position} zoom={place.zoom} scrollWheelZoom={false}>
      {/* OpenStreetMap's tile policy wants a Referer: keep the origin on cross-origin requests. */}
      <TileLayer url={MAP_TILES} attribution={MAP_ATTRIBUTION} referrerPolicy="strict-origin-when-cross-origin" />
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
