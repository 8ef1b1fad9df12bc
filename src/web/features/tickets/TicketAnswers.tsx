import { Box, Stack, Text } from '@mantine/core';
import type { TicketView } from '../../../contracts/tickets.ts';
import type { TicketPalette } from './palette.ts';
import { TICKET_PAGE_TEXTS as T } from './texts.ts';

/**
 * A ticket's checkout answers. A waiver (terms answer) says when it was agreed and shows the words agreed to, as they
 * were then, in a scrollable box that takes the focus (keyboard users scroll it) and is named for screen readers.
 */
export function TicketAnswers({ answers, palette }: { answers: TicketView['orderAnswers']; palette: TicketPalette }) {
  if (!answers.length) return null;
  return (
    <Stack gap={6} pt="xs" style={{ borderTop: `1px solid ${palette.border}` }}>
      {answers.map((a) => (
        <Box key={a.title}>
          <Text fz="xs" tt="uppercase" fw={600} c={palette.dimmed}>
            {a.title}
          </Text>
          <Text fz="sm" c={palette.text} style={{ overflowWrap: 'anywhere' }}>
            {a.agreedAtText && a.answer === 'agreed' ? T.agreedOn(a.agreedAtText) : a.answer}
          </Text>
          {a.terms ? (
            <Box
              mt={4}
              p="xs"
              fz="xs"
              c={palette.dimmed}
              tabIndex={0}
              role="region"
              aria-label={T.termsAgreed(a.title)}
              style={{ maxHeight: 120, overflowY: 'auto', whiteSpace: 'pre-line', border: `1px solid ${palette.border}`, borderRadius: 6 }}
            >
              {a.terms}
            </Box>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
