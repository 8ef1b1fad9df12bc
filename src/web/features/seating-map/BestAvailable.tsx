import { Button, Group, NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import type { HoldSeatsBody, SeatMapReply } from './api.ts';
import { seatPriceText } from './prices.ts';

/** 'Best available': a number of seats of a category, as one of its ticket types; the server picks them. */
export function BestAvailable({
  categories,
  busy,
  onBest,
}: {
  categories: SeatMapReply['categories'];
  busy: boolean;
  onBest: (best: NonNullable<HoldSeatsBody['bestAvailable']>) => void;
}) {
  const onSale = categories.filter((c) => c.ticketTypes.length);
  const [categoryKey, setCategoryKey] = useState<string | null>(onSale[0]?.key ?? null);
  const category = onSale.find((c) => c.key === categoryKey);
  const [ticketTypeId, setTicketTypeId] = useState<string | null>(null);
  const type = category?.ticketTypes.find((t) => t.id === ticketTypeId) ?? category?.ticketTypes[0];
  const [quantity, setQuantity] = useState<number>(2);
  if (!onSale.length) return null;
  return (
    <Group align="flex-end" gap="xs" component="section" aria-label={T.bestTitle}>
      <Select
        label={T.bestCategory}
        data={onSale.map((c) => ({ value: c.key, label: c.name }))}
        value={categoryKey}
        onChange={(v) => {
          setCategoryKey(v);
          setTicketTypeId(null);
        }}
        allowDeselect={false}
        w={150}
      />
      {category && category.ticketTypes.length > 1 ? (
        <Select
          label={T.bestTicket}
          data={category.ticketTypes.map((t) => ({ value: t.id, label: T.ticketPrice(t.name, seatPriceText(t)) }))}
          value={type?.id ?? null}
          onChange={setTicketTypeId}
          allowDeselect={false}
          w={200}
        />
      ) : null}
      <NumberInput label={T.bestQuantity} min={1} max={20} value={quantity} onChange={(v) => setQuantity(typeof v === 'number' ? v : 1)} w={130} />
      <Button
        variant="light"
        loading={busy}
        disabled={!category || !type || quantity < 1}
        onClick={() => category && type && onBest({ categoryKey: category.key, ticketTypeId: type.id, quantity })}
      >
        {T.bestAction}
      </Button>
    </Group>
  );
}
