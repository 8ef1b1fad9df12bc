import { Badge, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { PASS_TICKET_TEXTS as P, joinAnd } from '../../../contracts/passes.messages.ts';
import type { AdmissionSummary } from '../../../contracts/tickets.ts';
import type { TicketPalette } from './palette.ts';

/** A pass's or a punch card's entries on the holder's ticket (issue 34): what is left and the dates it was used. */
export function TicketEntries({ admission, palette }: { admission: AdmissionSummary; palette: TicketPalette }) {
  const left = admission.kind === 'pass' ? P.datesLeft : P.entriesLeft;
  return (
    <Stack align="center" gap={4} data-testid="ticket-entries">
      <Badge color={admission.entriesLeft ? 'blue' : 'gray'} variant="light" size="lg" leftSection={<IconTicket size={14} />}>
        {left(admission.entriesLeft, admission.entriesTotal)}
      </Badge>
      {admission.datesUsed.length ? (
        <Text fz="sm" c={palette.dimmed} ta="center">
          {P.used(joinAnd(admission.datesUsed))}
        </Text>
      ) : null}
    </Stack>
  );
}
