import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import type { OrderSeatsReply } from './api.ts';
import { seatPriceText, type SeatTicketType } from './prices.ts';

/** The seats and standing places the order holds: label, ticket and price, and a button giving each back. */
export function ChosenSeats({
  held,
  areas,
  ticketTypes,
  busy,
  onRelease,
  onReleaseArea,
}: {
  held: OrderSeatsReply['seats'];
  areas: OrderSeatsReply['areas'];
  ticketTypes: ReadonlyMap<string, SeatTicketType>;
  busy: boolean;
  onRelease: (seatKey: string) => void;
  onReleaseArea: (area: OrderSeatsReply['areas'][number]) => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={T.chosenTitle}>
      <Text fw={600} mb="xs">
        {T.chosenTitle}
      </Text>
      {held.length || areas.length ? (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {held.map((s) => {
            const type = ticketTypes.get(s.ticketTypeId);
            const detail = type ? T.chosenLine(type.name, seatPriceText(type)) : null;
            return <ChosenLine key={s.seatKey} label={s.label} detail={detail} busy={busy} onRelease={() => onRelease(s.seatKey)} />;
          })}
          {areas.map((a) => {
            const type = ticketTypes.get(a.ticketTypeId);
            const detail = type ? T.placesLine(a.quantity, type.name, seatPriceText(type)) : null;
            return (
              <ChosenLine key={`${a.areaKey}/${a.ticketTypeId}`} label={a.label} detail={detail} busy={busy} onRelease={() => onReleaseArea(a)} />
            );
          })}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          {T.noneChosen}
        </Text>
      )}
    </Paper>
  );
}

/** One seat or one area's places: its name, ticket and price, and the button giving it back. */
function ChosenLine({ label, detail, busy, onRelease }: { label: string; detail: string | null; busy: boolean; onRelease: () => void }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" data-testid="chosen-seat">
      <div>
        <Text fz="sm" fw={500}>
          {label}
        </Text>
        {detail ? (
          <Text fz="xs" c="dimmed">
            {detail}
          </Text>
        ) : null}
      </div>
      <ActionIcon variant="subtle" color="gray" aria-label={T.remove(label)} disabled={busy} onClick={onRelease}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
