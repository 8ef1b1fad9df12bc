import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { EVENT_MAP_TEXTS, MAP_DEFAULT_ZOOM } from '../../../contracts/events.messages.ts';
import './LeafletMap.css';

/**
 * The interactive map behind MapPreview. Loaded lazily (React.lazy) so Leaflet stays out of the first-load
 * JavaScript; the drawn preview shows until it arrives. Without network the tiles simply don't load: the
 * background, the pin and the card's 'Open in maps' link still work.
 */

/** Leaflet's PNG marker icons don't resolve through a bundler: a CSS/SVG pin instead. */
const PIN = L.divIcon({
  className: 'ovation-map-pin',
  html:
    '<svg viewBox="0 0 24 36" width="28" height="42" aria-hidden="true" focusable="false">' +
    '<path d="M12 1C5.9 1 1 5.9 1 12c0 8.3 11 22.5 11 22.5S23 20.3 23 12C23 5.9 18.1 1 12 1z"/>' +
    '<circle cx="12" cy="12" r="4.2"/></svg>',
  iconSize: [28, 42],
  iconAnchor: [14, 41],
});

const TOUCH_WIDTH = '(max-width: 767.98px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia(TOUCH_WIDTH).matches);
  useEffect(() => {
    const query = window.matchMedia(TOUCH_WIDTH);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** MapContainer's options are read once: follow later changes (the editor's coordinates, the window width). */
function MapSync({ center, dragging }: { center: L.LatLngTuple; dragging: boolean }) {
  const map = useMap();
  const [lat, lng] = center;
  useEffect(() => {
    map.setView([lat, lng], map.getZoom(), { animate: false });
  }, [map, lat, lng]);
  useEffect(() => {
    if (dragging) map.dragging.enable();
    else map.dragging.disable();
  }, [map, dragging]);
  return null;
}

export default function LeafletMap({
  latitude,
  longitude,
  label,
  title,
  height,
  dark = false,
}: {
  latitude: number;
  longitude: number;
  label: string;
  title?: string | null;
  height: number;
  dark?: boolean;
}) {
  const narrow = useNarrow();
  const center = useMemo<L.LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  return (
    <div role="region" aria-label={label} style={{ height }} className={dark ? 'ovation-map ovation-map-dark' : 'ovation-map'}>
      <MapContainer center={center} zoom={MAP_DEFAULT_ZOOM} scrollWheelZoom={false} dragging={!narrow} style={{ height: '100%', width: '100%' }}>
        <TileLayer
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        />
        <Marker position={center} icon={PIN} title={title || undefined} alt={title || EVENT_MAP_TEXTS.pinAlt} keyboard={false} interactive={false} />
        <MapSync center={center} dragging={!narrow} />
      </MapContainer>
    </div>
  );
}
