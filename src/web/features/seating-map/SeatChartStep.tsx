import { Alert, Button, SegmentedControl, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SeatPlace } from '../../../contracts/seating.ts';
import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import { layoutChart, seatDisplay } from '../../../domain/seating/index.ts';
import { seatMapQuery, useSeatStatus, type HoldSeatsBody, type OrderSeatsReply } from './api.ts';
import { BestAvailable } from './BestAvailable.tsx';
import { ChosenSeats } from './ChosenSeats.tsx';
import { seatBatches } from './draw-seats.ts';
import type { SeatTicketType } from './prices.ts';
import { SeatCanvas } from './SeatCanvas.tsx';
import { SeatLegend } from './SeatLegend.tsx';
import { SeatList } from './SeatList.tsx';
import { seatStates } from './seat-map-model.ts';
import { TicketChooser, type PendingChoice } from './TicketChooser.tsx';

export interface SeatChartStepProps {
  eventId: string;
  occurrenceId: string;
  /** The seats the order holds (the last hold or release reply). */
  held: OrderSeatsReply['seats'];
  busy: boolean;
  /** Holds seats (creating or growing the order first); rejects when the server refused (the caller shows why). */
  onHold: (body: HoldSeatsBody) => Promise<unknown>;
  onRelease: (seatKey: string) => Promise<unknown>;
}

/**
 * The seat chart step's chart (buyer-side 2.7): the map or the list of seats, the legend with prices, best
 * available and the seats chosen. The status is polled while it is shown and read again after each hold, so a
 * seat lost to another buyer shows taken at once.
 */
export default function SeatChartStep({ eventId, occurrenceId, held, busy, onHold, onRelease }: SeatChartStepProps) {
  const mapQ = useQuery(seatMapQuery(eventId, occurrenceId));
  const statusQ = useSeatStatus(eventId, occurrenceId, mapQ.isSuccess);
  const narrow = useMediaQuery('(max-width: 48em)');
  const [view, setView] = useState<'map' | 'list'>('map');
  const [choice, setChoice] = useState<PendingChoice | null>(null);
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
        />
      ) : (
        <SeatList places={places} states={states} categoryNames={categoryNames} busy={busy} onSeat={onSeat} />
      )}
      <SeatLegend categories={map.categories} />
      <BestAvailable categories={map.categories} busy={busy} onBest={(best) => void after(onHold({ bestAvailable: best }), '')} />
      <ChosenSeats held={held} ticketTypes={ticketTypes} busy={busy} onRelease={(key) => void after(onRelease(key), '')} />
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
