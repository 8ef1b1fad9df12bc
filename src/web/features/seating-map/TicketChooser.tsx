import { Button, Popover, Stack, Text } from '@mantine/core';
import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import { seatPriceText, type SeatTicketType } from './prices.ts';

export interface PendingChoice {
  seatKey: string;
  label: string;
  at: { x: number; y: number };
  ticketTypes: SeatTicketType[];
}

/** A seat whose category several ticket types sell: a small popover at the seat asks which one. */
export function TicketChooser({
  choice,
  onChoose,
  onClose,
}: {
  choice: PendingChoice | null;
  onChoose: (seatKey: string, ticketTypeId: string) => void;
  onClose: () => void;
}) {
  return (
    <Popover opened={!!choice} onChange={(open) => (open ? null : onClose())} position="bottom" withArrow trapFocus returnFocus shadow="md">
      <Popover.Target>
        <div aria-hidden style={{ position: 'fixed', left: choice?.at.x ?? 0, top: choice?.at.y ?? 0, width: 1, height: 1 }} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={choice ? T.chooseTicketFor(choice.label) : T.chooseWhich}>
        {choice ? (
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              {choice.label}
            </Text>
            <Text fz="xs" c="dimmed">
              {T.chooseTicket}
            </Text>
            {choice.ticketTypes.map((t) => (
              <Button key={t.id} variant="light" justify="space-between" onClick={() => onChoose(choice.seatKey, t.id)}>
                {T.ticketPrice(t.name, seatPriceText(t))}
              </Button>
            ))}
          </Stack>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
