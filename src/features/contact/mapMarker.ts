/**
 * What every map of the site shares: OpenStreetMap's attribution and the marker icon served from
 * the site's own assets. Imports Leaflet: only the maps, loaded after the first paint, import it.
 */
import L from 'leaflet'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'

export const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

/** The marker without its shadow, which Leaflet ships at one resolution only: blurred on a phone's screen, where a map in view counts. */
export const shadowlessMarkerIcon = L.icon({ iconUrl, iconRetinaUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34] })

// Leaflet's default icon guesses its URL from the CSS; the bundled copies are served from our assets instead.
export const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
})
