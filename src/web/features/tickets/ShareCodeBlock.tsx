import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import type { TicketView } from './api.ts';
import type { TicketPalette } from './palette.ts';
import { SHARE_CODE_COPIED_MS, TICKET_PAGE_TEXTS as T } from './texts.ts';

/**
 * The ticket page's private-access block (buyer-side 2.9): a list member's share code with Copy ('Copied' for 5 s)
 * and how many tickets friends bought with it (`count`, the attribution the organizer sees on the guests page).
 */
export function ShareCodeBlock({ data, palette }: { data: NonNullable<TicketView['customUserListData']>; palette: TicketPalette }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} radius="lg" p="md" bg={palette.cardBg} style={{ border: `1px solid ${palette.border}` }}>
      <Stack gap={6}>
        <Text id={titleId} fw={600} c={palette.text}>
          {T.privateAccess}
        </Text>
        <Text fz="sm" c={palette.dimmed}>
          {T.shareCode}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Text
            ff="monospace"
            fw={700}
            fz="lg"
            c={palette.text}
            style={{ letterSpacing: '0.08em', overflowWrap: 'anywhere' }}
            data-testid="share-code"
          >
            {data.shareCode}
          </Text>
          <CopyButton value={data.shareCode} timeout={SHARE_CODE_COPIED_MS}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : 'violet'}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? T.copied : T.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text fz="sm" c={palette.dimmed} data-testid="share-code-count">
          {T.shareCodeCount(data.count)}
        </Text>
      </Stack>
    </Paper>
  );
}
