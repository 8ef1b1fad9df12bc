import { ActionIcon, Avatar, Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClock, IconX } from '@tabler/icons-react';
import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import type { PublicEvent } from '../../../contracts/events.ts';
import { formatCountdown } from '../../../domain/checkout.ts';
import { LazyTooltip } from '../../ui/LazyTooltip.tsx';
import { eventDateRange } from '../events/index.ts';
import { countdownAnnouncement, LAST_MINUTE_MS } from './countdown-announcement.ts';
import type { CheckoutFlowKind } from './steps.ts';

/** The checkout's head: the event, the countdown of the step's time limit and the close button. */
export function CheckoutHeader({
  event,
  msLeft,
  onClose,
  flow,
}: {
  event: PublicEvent;
  msLeft: number | null;
  onClose: () => void;
  flow: CheckoutFlowKind;
}) {
  const when = eventDateRange(event.nextEvent?.startsAt ?? event.startsAt, event.nextEvent?.endsAt ?? event.endsAt, event.timezone);
  const low = msLeft != null && msLeft <= LAST_MINUTE_MS;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        {/* Decorative: the event's name is the heading beside it. */}
        <Avatar src={event.poster} alt="" name={event.name} radius="md" size={52} color="violet" visibleFrom="xs" aria-hidden />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="xs" tt="uppercase" fw={700} c="violet.7" style={{ letterSpacing: 0.6 }}>
            {flow === 'guest' ? T.addGuests : flow === 'terminal' ? T.sellAtTheDoor : T.checkout}
          </Text>
          <Title order={1} fz={{ base: 20, sm: 26 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Title>
          {when ? (
            <Text fz="sm" c="dimmed">
              {when}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flex: '0 0 auto' }}>
        {msLeft != null ? (
          <LazyTooltip label={T.heldUntil} withArrow>
            <Badge
              size="lg"
              radius="xl"
              variant="light"
              color={low ? 'red' : 'violet'}
              leftSection={<IconClock size={14} />}
              role="timer"
              aria-label={T.timeLeft(formatCountdown(msLeft))}
              style={{ fontVariantNumeric: 'tabular-nums', textTransform: 'none' }}
            >
              {formatCountdown(msLeft)}
            </Badge>
          </LazyTooltip>
        ) : null}
        {/* Always present (a live region added with its text is often not read); says the last minute once. */}
        <VisuallyHidden role="status" aria-live="polite" data-testid="countdown-announcement">
          {countdownAnnouncement(msLeft)}
        </VisuallyHidden>
        <LazyTooltip label={T.closeCheckout} withArrow>
          <ActionIcon size="lg" variant="default" radius="xl" aria-label={T.closeCheckout} onClick={onClose}>
            <IconX size={18} />
          </ActionIcon>
        </LazyTooltip>
      </Group>
    </Group>
  );
}
