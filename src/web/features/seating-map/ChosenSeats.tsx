import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import type { OrderSeatsReply } from './api.ts';
import { seatPriceText, type SeatTicketType } from './prices.ts';

/** The seats the order holds: label, ticket and price, and a button giving each back. */
export function ChosenSeats({
  held,
  ticketTypes,
  busy,
  onRelease,
}: {
  held: OrderSeatsReply['seats'];
  ticketTypes: ReadonlyMap<string, SeatTicketType>;
  busy: boolean;
  onRelease: (seatKey: string) => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={T.chosenTitle}>
      <Text fw={600} mb="xs">
        {T.chosenTitle}
      </Text>
      {held.length ? (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {held.map((s) => {
            const type = ticketTypes.get(s.ticketTypeId);
            return (
              <Group key={s.seatKey} component="li" justify="space-between" wrap="nowrap" data-testid="chosen-seat">
                <div>
                  <Text fz="sm" fw={500}>
                    {s.label}
                  </Text>
                  {type ? (
                    <Text fz="xs" c="dimmed">
                      {T.chosenLine(type.name, seatPriceText(type))}
                    </Text>
                  ) : null}
                </div>
                <ActionIcon variant="subtle" color="gray" aria-label={T.remove(s.label)} disabled={busy} onClick={() => onRelease(s.seatKey)}>
                  <IconX size={16} />
                </ActionIcon>
              </Group>
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
