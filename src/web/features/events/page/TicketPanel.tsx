import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { EVENT_MESSAGES, EVENT_PAGE_TEXTS } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import type { AttendanceType } from '../../../../domain/tickets.ts';
import { ticketButtons } from '../ticket-buttons.ts';
import { canShare } from './event-view.ts';
import type { Palette } from './palette.ts';
import { SharePopover } from './SharePopover.tsx';

function TicketButtons({ event, chosen, palette }: { event: PublicEvent; chosen?: AttendanceType; palette: Palette }) {
  const buttons = ticketButtons(event, chosen);
  if (!buttons.length) {
    if (event.futureEventCount < 1 && event.startsAt) {
      return (
        <Text fw={600} c={palette.dimmed}>
          {EVENT_PAGE_TEXTS.eventEnded}
        </Text>
      );
    }
    return null;
  }
  return (
    <Stack gap="xs">
      {buttons.map((b) =>
        b.disabled ? (
          <Button key={b.ticketType} size="lg" radius="md" fullWidth disabled>
            {b.label}
          </Button>
        ) : (
          <Button
            key={b.ticketType}
            size="lg"
            radius="md"
            fullWidth
            variant={b.primary ? 'filled' : palette.dark ? 'white' : 'outline'}
            renderRoot={(props) =>
              b.target === 'dates' ? (
                <Link to="/event/$eventId/dates" params={{ eventId: event.id }} search={{ ticketType: b.ticketType }} {...props} />
              ) : (
                <Link to="/event/$eventId/select" params={{ eventId: event.id }} search={{ ticketType: b.ticketType }} {...props} />
              )
            }
          >
            {b.label}
          </Button>
        ),
      )}
    </Stack>
  );
}

/** The ticket box: the buttons to buy (or 'This event has ended.'), the refund policy and Share. */
export function TicketPanel({ event, chosen, palette }: { event: PublicEvent; chosen?: AttendanceType; palette: Palette }) {
  return (
    <Paper radius="lg" p="md" bg={palette.surface} style={{ border: `1px solid ${palette.border}` }}>
      <Stack gap="sm">
        <TicketButtons event={event} chosen={chosen} palette={palette} />
        <Group justify="space-between" gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} color={palette.dark ? '#b9b3c9' : 'var(--mantine-color-gray-6)'} />
            <Text fz="sm" c={palette.dimmed}>
              {event.refundsAllowed ? EVENT_MESSAGES.refundsAllowed : EVENT_MESSAGES.noRefunds}
            </Text>
          </Group>
          {canShare(event) ? (
            <SharePopover url={event.shareUrl} title={event.name} dark={palette.dark} managedEventId={event.canManage ? event.id : undefined} />
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
