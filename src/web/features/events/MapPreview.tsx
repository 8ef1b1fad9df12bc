import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { EVENT_MAP_TEXTS as T } from '../../../contracts/events.messages.ts';
import { openStreetMapSearchUrl, openStreetMapUrl } from './format.ts';

/**
 * Leaflet (with react-leaflet and its CSS) is loaded only when the map scrolls into view, so it is not part of
 * any page's first-load JavaScript. If the chunk can't be fetched (offline, stale deploy), the drawn map stays.
 */
const LeafletMap = lazy(() =>
  import('./LeafletMap.tsx').catch(() => ({ default: (props: { label: string; height: number; dark?: boolean }) => <DrawnMap {...props} /> })),
);

/** True once half the element has scrolled into view (or at once without IntersectionObserver). */
function useInView<T extends Element>(enabled: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // Half the map on screen: a sliver at the bottom of the first screen doesn't pull Leaflet into the first load.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, near]);
  return [ref, near] as const;
}

/** The drawn stand-in: needs no network and no map library. Shown until Leaflet loads and without coordinates. */
function DrawnMap({ label, height, dark = false }: { label: string; height: number; dark?: boolean }) {
  const grid = dark ? 'rgba(255,255,255,0.07)' : 'rgba(112,72,232,0.08)';
  return (
    <Box
      role="img"
      aria-label={label}
      h={height}
      pos="relative"
      style={{
        background: `linear-gradient(${grid} 1px, transparent 1px) 0 0 / 28px 28px, linear-gradient(90deg, ${grid} 1px, transparent 1px) 0 0 / 28px 28px, ${
          dark ? 'radial-gradient(circle at 30% 40%, #2f2a45, #1d1b26)' : 'radial-gradient(circle at 30% 40%, #eef7ee, #e6eefb 60%, #f1ecfb)'
        }`,
      }}
    >
      <Box
        aria-hidden
        pos="absolute"
        style={{
          left: '8%',
          right: '12%',
          top: '58%',
          height: 10,
          borderRadius: 6,
          background: dark ? 'rgba(255,255,255,0.08)' : 'rgba(255,255,255,0.95)',
          transform: 'rotate(-8deg)',
        }}
      />
      <Box
        aria-hidden
        pos="absolute"
        style={{
          top: '6%',
          bottom: '4%',
          left: '62%',
          width: 8,
          borderRadius: 6,
          background: dark ? 'rgba(255,255,255,0.08)' : 'rgba(255,255,255,0.95)',
          transform: 'rotate(12deg)',
        }}
      />
      <Box aria-hidden pos="absolute" style={{ left: '50%', top: '50%', transform: 'translate(-50%, -100%)' }}>
        <IconMapPin size={40} stroke={1.8} color="var(--mantine-color-violet-7)" fill="var(--mantine-color-violet-2)" />
      </Box>
    </Box>
  );
}

/**
 * A map of the location: a Leaflet map (OpenStreetMap tiles, default zoom, a pin) once it scrolls into view,
 * the drawn map before that and without coordinates. Below it the place, its coordinates and a link that opens
 * OpenStreetMap at the default zoom; without coordinates the link searches the address.
 */
export function MapPreview({
  latitude,
  longitude,
  title,
  address,
  height = 180,
  dark = false,
}: {
  latitude: number | null;
  longitude: number | null;
  title?: string | null;
  address?: string | null;
  height?: number;
  dark?: boolean;
}) {
  const hasPoint = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude);
  const [mapRef, near] = useInView<HTMLDivElement>(hasPoint);
  const query = [title, address].filter(Boolean).join(', ');
  if (!hasPoint && !query) return null;
  const href = hasPoint ? openStreetMapUrl(latitude, longitude) : openStreetMapSearchUrl(query);
  const label = hasPoint ? T.mapAt(title || T.theLocation, latitude.toFixed(4), longitude.toFixed(4)) : T.mapOf(query);
  const drawn = <DrawnMap label={label} height={height} dark={dark} />;
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} bg={dark ? 'dark.6' : undefined} data-testid="map-preview">
      <Box ref={mapRef} h={height} style={{ isolation: 'isolate' }}>
        {hasPoint && near ? (
          <Suspense fallback={drawn}>
            <LeafletMap latitude={latitude} longitude={longitude} label={label} title={title} height={height} dark={dark} />
          </Suspense>
        ) : (
          drawn
        )}
      </Box>
      <Group justify="space-between" p="sm" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          {title ? (
            <Text fz="sm" fw={600} truncate>
              {title}
            </Text>
          ) : null}
          {hasPoint ? (
            <Text fz="xs" c="dimmed">
              {latitude.toFixed(5)}, {longitude.toFixed(5)}
            </Text>
          ) : address ? (
            <Text fz="xs" c="dimmed" truncate>
              {address}
            </Text>
          ) : null}
        </Stack>
        <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
          <Group gap={4} wrap="nowrap">
            {T.openInMaps} <IconExternalLink size={14} />
          </Group>
        </Anchor>
      </Group>
    </Paper>
  );
}
