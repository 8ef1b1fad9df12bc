import { Button, Group, Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import type { OrderSeatsReply } from './api.ts';
import { seatPriceText } from './prices.ts';
import { areaMax, type AreaChoice } from './standing-areas.ts';

/**
 * A standing area's places (sold by quantity): the places left, the ticket when the area's category has several,
 * and how many. Holding sets the order's places of that area and ticket (0 gives them back).
 */
export function AreaPicker({
  area,
  held,
  busy,
  onHold,
  onClose,
}: {
  area: AreaChoice | null;
  held: OrderSeatsReply['areas'];
  busy: boolean;
  onHold: (ticketTypeId: string, quantity: number) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={!!area} onClose={onClose} title={area?.label} closeButtonProps={{ 'aria-label': T.close }} centered>
      {area ? <AreaForm key={area.key} area={area} held={held} busy={busy} onHold={onHold} /> : null}
    </Modal>
  );
}

function AreaForm({
  area,
  held,
  busy,
  onHold,
}: {
  area: AreaChoice;
  held: OrderSeatsReply['areas'];
  busy: boolean;
  onHold: (ticketTypeId: string, quantity: number) => void;
}) {
  const mineOf = (id: string) => held.find((h) => h.areaKey === area.key && h.ticketTypeId === id)?.quantity ?? 0;
  const first = area.ticketTypes.find((t) => mineOf(t.id) > 0) ?? area.ticketTypes[0]!;
  const [ticketTypeId, setTicketTypeId] = useState(first.id);
  const [quantity, setQuantity] = useState(Math.max(1, mineOf(first.id)));
  const max = areaMax(area, held, ticketTypeId);
  const mine = mineOf(ticketTypeId);
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {T.placesLeft(area.left)}
      </Text>
      {area.ticketTypes.length > 1 ? (
        <NativeSelect
          label={T.areaTicket}
          value={ticketTypeId}
          onChange={(e) => {
            setTicketTypeId(e.currentTarget.value);
            setQuantity(Math.max(1, mineOf(e.currentTarget.value)));
          }}
          data={area.ticketTypes.map((t) => ({ value: t.id, label: T.ticketPrice(t.name, seatPriceText(t)) }))}
        />
      ) : (
        <Text fz="sm">{T.ticketPrice(first.name, seatPriceText(first))}</Text>
      )}
      <NumberInput
        label={T.areaQuantity}
        min={1}
        max={Math.max(1, max)}
        value={quantity}
        onChange={(v) => setQuantity(typeof v === 'number' ? v : 1)}
      />
      <Group justify="flex-end" gap="xs">
        {mine > 0 ? (
          <Button variant="subtle" color="gray" disabled={busy} onClick={() => onHold(ticketTypeId, 0)}>
            {T.givePlacesBack}
          </Button>
        ) : null}
        <Button loading={busy} disabled={quantity < 1 || quantity > max} onClick={() => onHold(ticketTypeId, quantity)}>
          {T.holdPlaces}
        </Button>
      </Group>
    </Stack>
  );
}
