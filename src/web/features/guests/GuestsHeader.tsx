import { Box, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconScan, IconUserPlus } from '@tabler/icons-react';
import { ButtonLink } from '../../ui/links.tsx';
import { CHECKOUT_PAGE_TEXTS } from '../../../contracts/checkout.messages.ts';
import { GUESTS_TEXTS } from '../tickets/index.ts';
import { doorMayCheckIn, doorMaySell } from '../../../domain/door.ts';
import type { GuestsReply } from './api.ts';
import { DoorStateNotice } from './DoorStateNotice.tsx';

/** One figure of the totals box: a small caps label over the number. */
function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/** Sold and checked-in totals of the chosen date (or every date), with the share that arrived. */
function Totals({ totals }: { totals: GuestsReply['totals'] }) {
  const percent = totals.sold ? Math.round((totals.checkedIn / totals.sold) * 100) : 0;
  return (
    <Paper withBorder radius="lg" p="md" style={{ flex: 1, minWidth: 240 }}>
      <Group gap="xl" wrap="nowrap">
        <Total label={GUESTS_TEXTS.sold} value={totals.sold} testId="total-sold" />
        <Total label={GUESTS_TEXTS.checkedIn} value={totals.checkedIn} testId="total-checked-in" />
        <Box style={{ flex: 1 }} visibleFrom="xs">
          <Text fz="xs" c="dimmed" ta="right" mb={4}>
            {GUESTS_TEXTS.arrived(percent)}
          </Text>
          <Progress value={percent} color="teal" size="md" radius="xl" aria-label={GUESTS_TEXTS.percentCheckedIn(percent)} />
        </Box>
      </Group>
    </Paper>
  );
}

/**
 * Above the guests list: the totals (a placeholder until they load) and the door's ways in: the check-in page, Add
 * guest and Sell at the door, for the chosen date when there is one. Only those the event's state allows show (the
 * sales once the list says the event sells); the state's notice says why the others are missing.
 */
export function GuestsHeader({
  eventId,
  occurrenceId,
  reply,
}: {
  eventId: string;
  occurrenceId?: string;
  reply?: Pick<GuestsReply, 'totals' | 'doorState'>;
}) {
  const state = reply?.doorState;
  return (
    <Stack gap="sm">
      <Group gap="md" align="stretch" wrap="wrap">
        {reply ? <Totals totals={reply.totals} /> : <Skeleton h={78} radius="lg" style={{ flex: 1, minWidth: 240 }} />}
        <Group gap="xs" align="center" wrap="wrap">
          {!state || doorMayCheckIn(state) ? (
            <ButtonLink
              to="/management/courses/$eventId/check-in"
              params={{ eventId }}
              search={occurrenceId ? { date: occurrenceId } : {}}
              leftSection={<IconScan size={16} />}
            >
              {GUESTS_TEXTS.doorCheckIn}
            </ButtonLink>
          ) : null}
          {state && doorMaySell(state) ? <SaleButtons eventId={eventId} occurrenceId={occurrenceId} /> : null}
        </Group>
      </Group>
      <DoorStateNotice state={state} />
    </Stack>
  );
}

/** Add guest and Sell at the door, for the chosen date when there is one. */
function SaleButtons({ eventId, occurrenceId }: { eventId: string; occurrenceId?: string }) {
  return (
    <>
      <ButtonLink
        to="/event/$eventId/add-guest/$id"
        params={{ eventId, id: occurrenceId ?? 'new' }}
        variant="default"
        leftSection={<IconUserPlus size={16} />}
      >
        {GUESTS_TEXTS.addGuest}
      </ButtonLink>
      <ButtonLink
        to="/event/$eventId/checkout"
        params={{ eventId }}
        search={{ paymentMethod: 'terminal', ...(occurrenceId ? { occurrenceId } : {}) }}
        variant="default"
        leftSection={<IconCreditCard size={16} />}
      >
        {CHECKOUT_PAGE_TEXTS.sellAtTheDoor}
      </ButtonLink>
    </>
  );
}
