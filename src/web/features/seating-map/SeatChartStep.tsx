import { Alert, Button, SegmentedControl, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SeatPlace } from '../../../contracts/seating.ts';
import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import { layoutChart, seatDisplay } from '../../../domain/seating/index.ts';
import { seatMapQuery, useSeatStatus } from './api.ts';
import { AreaPicker } from './AreaPicker.tsx';
import { BestAvailable } from './BestAvailable.tsx';
import { ChosenSeats } from './ChosenSeats.tsx';
import { seatBatches } from './draw-seats.ts';
import type { SeatTicketType } from './prices.ts';
import { SeatCanvas } from './SeatCanvas.tsx';
import { SeatLegend } from './SeatLegend.tsx';
import { SeatList } from './SeatList.tsx';
import { seatStates } from './seat-map-model.ts';
import { areaChoices, areaOpen } from './standing-areas.ts';
import { TicketChooser, type PendingChoice } from './TicketChooser.tsx';
import { useSeatHolds, type SeatStepBridge } from './useSeatHolds.ts';

export interface SeatChartStepProps {
  eventId: string;
  occurrenceId: string;
  /** The codes applied on the ticket step: the map also offers the ticket types they unlock. */
  codes: readonly string[];
  /** The ticket step's draft and order (useSeatHolds holds and releases through it). */
  bridge: SeatStepBridge;
}

/**
 * The seat chart step's chart (buyer-side 2.7): the map or the list of seats, the legend with prices, best
 * available, standing areas by quantity and the seats chosen. The status is polled while it is shown and read again
 * after each hold, so a seat lost to another buyer shows taken at once.
 */
export default function SeatChartStep({ eventId, occurrenceId, codes, bridge }: SeatChartStepProps) {
  const { hold: onHold, release: onRelease } = useSeatHolds(bridge);
  const { held, areas: heldAreas } = bridge.state.draft.seats;
  const busy = bridge.pending;
  const mapQ = useQuery(seatMapQuery(eventId, occurrenceId, codes));
  const statusQ = useSeatStatus(eventId, occurrenceId, mapQ.isSuccess);
  const narrow = useMediaQuery('(max-width: 48em)');
  const [view, setView] = useState<'map' | 'list'>('map');
  const [choice, setChoice] = useState<PendingChoice | null>(null);
  const [areaKey, setAreaKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const map = mapQ.data;
  const places = useMemo(() => (map ? layoutChart(map.document) : []), [map]);
  const mineKeys = useMemo(() => new Set(held.map((s) => s.seatKey)), [held]);
  const status = statusQ.data?.seats ?? map?.seats;
  const states = useMemo(() => {
    const onSale = new Set(map?.categories.filter((c) => c.ticketTypes.length).map((c) => c.key));
    return seatStates(places, status ?? [], mineKeys, onSale);
  }, [places, status, mineKeys, map]);
  const batches = useMemo(() => seatBatches(places, states, new Map(map?.categories.map((c) => [c.key, c.color]))), [places, states, map]);
  const ticketTypes = useMemo(() => new Map<string, SeatTicketType>(map?.categories.flatMap((c) => c.ticketTypes.map((t) => [t.id, t]))), [map]);
  const categoryNames = useMemo(() => new Map(map?.categories.map((c) => [c.key, c.name])), [map]);
  // Best available picks seats: a category sold only as standing room is not among its choices.
  const seatCategories = useMemo(() => {
    const seated = new Set(places.map((p) => p.categoryKey));
    return map?.categories.filter((c) => seated.has(c.key)) ?? [];
  }, [map, places]);
  const areaStatus = statusQ.data?.areas ?? map?.areas;
  const areas = useMemo(() => (map ? areaChoices(map.document, areaStatus ?? [], heldAreas, map.categories) : []), [map, areaStatus, heldAreas]);

  if (mapQ.isError) {
    return (
      <Alert color="red" title={T.loadFailed}>
        <Button variant="light" size="xs" onClick={() => void mapQ.refetch()}>
          {T.retry}
        </Button>
      </Alert>
    );
  }
  if (!map) return <Skeleton height={narrow ? 360 : 480} radius="md" />;

  const after = (work: Promise<unknown>, done: string) =>
    work
      .then(
        () => setAnnouncement(done),
        () => undefined,
      )
      .finally(() => void statusQ.refetch());
  const hold = (seatKey: string, ticketTypeId: string, label: string) => {
    setChoice(null);
    void after(onHold({ seats: [{ seatKey, ticketTypeId }] }), T.seatHeld(label));
  };
  const onSeat = (seat: SeatPlace, at: { x: number; y: number }) => {
    if (busy) return;
    const label = seatDisplay(seat);
    const state = states.get(seat.key);
    if (state === 'mine') return void after(onRelease(seat.key), T.seatReleased(label));
    if (state !== 'free') return;
    const types = map.categories.find((c) => c.key === seat.categoryKey)?.ticketTypes ?? [];
    if (types.length === 1) hold(seat.key, types[0]!.id, label);
    else if (types.length > 1) setChoice({ seatKey: seat.key, label, at, ticketTypes: types });
  };
  const onArea = (key: string) => {
    const area = areas.find((a) => a.key === key);
    if (!busy && area && areaOpen(area)) setAreaKey(key);
  };
  const openArea = areas.find((a) => a.key === areaKey) ?? null;
  const holdPlaces = (ticketTypeId: string, quantity: number) => {
    if (!openArea) return;
    const label = openArea.label;
    setAreaKey(null);
    void after(
      onHold({ area: { areaKey: openArea.key, ticketTypeId, quantity } }),
      quantity ? T.placesHeld(label, quantity) : T.placesReleased(label),
    );
  };
  const free = [...states.values()].filter((s) => s === 'free').length;

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={T.viewLabel}
        value={view}
        onChange={(v) => setView(v === 'list' ? 'list' : 'map')}
        data={[
          { value: 'map', label: T.showMap },
          { value: 'list', label: T.showList },
        ]}
      />
      {view === 'map' ? (
        <SeatCanvas
          document={map.document}
          places={places}
          batches={batches}
          description={T.mapDescription(free, places.length)}
          height={narrow ? '60vh' : 480}
          onSeat={onSeat}
          onArea={onArea}
        />
      ) : (
        <SeatList
          places={places}
          states={states}
          categoryNames={categoryNames}
          areas={areas.filter(areaOpen)}
          busy={busy}
          onSeat={onSeat}
          onArea={onArea}
        />
      )}
      <SeatLegend categories={map.categories} />
      <BestAvailable categories={seatCategories} busy={busy} onBest={(best) => void after(onHold({ bestAvailable: best }), '')} />
      <ChosenSeats
        held={held}
        areas={heldAreas}
        ticketTypes={ticketTypes}
        busy={busy}
        onRelease={(key) => void after(onRelease(key), '')}
        onReleaseArea={(a) =>
          void after(onHold({ area: { areaKey: a.areaKey, ticketTypeId: a.ticketTypeId, quantity: 0 } }), T.placesReleased(a.label))
        }
      />
      <AreaPicker area={openArea} held={heldAreas} busy={busy} onHold={holdPlaces} onClose={() => setAreaKey(null)} />
      <TicketChooser
        choice={choice}
        onClose={() => setChoice(null)}
        onChoose={(seatKey, ticketTypeId) => choice && hold(seatKey, ticketTypeId, choice.label)}
      />
      <VisuallyHidden aria-live="polite">
        <Text>{announcement}</Text>
      </VisuallyHidden>
    </Stack>
  );
}
