import { Button, Select, Stack, Switch, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DESIGNER_PROPERTIES_TEXTS as P, DESIGNER_SEAT_TEXTS as T } from '../../../../contracts/seating-web.messages.ts';
import type { SeatCategory } from '../../../../contracts/seating.ts';
import { seatSpots, type SeatedObject } from './seat-overrides.ts';

/** Changes of the picked seat: its own category (undefined: its object's again), a gap, or back to its object's. */
export interface SeatActions {
  pick: (index: number | null) => void;
  category: (index: number, key: string | null | undefined) => void;
  gap: (index: number, gap: boolean) => void;
  reset: (index: number) => void;
}

const SAME = '__object';
const NONE = '';

/**
 * One seat of the selected row or table: picked from this list (the way in without a pointer) or by a click on the
 * drawing, then given its own category or made a gap; Reset gives it back to its object.
 */
export function SeatFields({
  object,
  seat,
  categories,
  actions,
}: {
  object: SeatedObject;
  seat: number | null;
  categories: SeatCategory[];
  actions: SeatActions;
}) {
  const spots = useMemo(() => seatSpots(object), [object]);
  const spot = seat === null ? undefined : spots[seat];
  const own = spot ? object.overrides.findLast((o) => o.index === spot.index) : undefined;
  const objectCategory = categories.find((c) => c.key === object.categoryKey)?.name ?? null;
  const value = own?.categoryKey === undefined ? SAME : (own.categoryKey ?? NONE);
  return (
    <Stack gap={6}>
      <Select
        size="xs"
        label={T.pick}
        description={T.pickHint}
        data={spots.map((s) => ({ value: String(s.index), label: T.option(s.label, s.index) }))}
        value={spot ? String(spot.index) : null}
        clearable
        searchable
        onChange={(v) => actions.pick(v === null ? null : Number(v))}
      />
      {spot ? (
        <Stack
          gap={6}
          role="group"
          aria-label={T.group(spot.label, spot.index, object.type, object.label)}
          p="xs"
          style={{ border: '1px solid var(--mantine-color-blue-3)', borderRadius: 6 }}
        >
          <Text fz="xs" fw={600} aria-hidden>
            {T.group(spot.label, spot.index, object.type, object.label)}
          </Text>
          <Select
            size="xs"
            label={T.category}
            disabled={spot.gap}
            data={[
              { value: SAME, label: T.sameAsObject(object.type, objectCategory) },
              { value: NONE, label: P.noCategory },
              ...categories.map((c) => ({ value: c.key, label: c.name })),
            ]}
            value={value}
            allowDeselect={false}
            onChange={(v) => v !== null && actions.category(spot.index, v === SAME ? undefined : v || null)}
          />
          <Switch
            size="xs"
            label={T.gap}
            description={T.gapHint}
            checked={spot.gap}
            onChange={(e) => actions.gap(spot.index, e.currentTarget.checked)}
          />
          <Button size="xs" variant="default" disabled={!spot.overridden} onClick={() => actions.reset(spot.index)}>
            {T.reset}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
