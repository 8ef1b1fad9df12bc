import { Box, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockExclamation,
  IconQrcode,
  IconTicketOff,
  IconWifiOff,
  IconZoomQuestion,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CHECK_IN_PAGE_TEXTS as T, SHARED_TEXTS } from '../tickets/index.ts';
import { RESULT_COLORS, resultBackground, type CheckInKind, type CheckInResult } from './check-in-result.ts';
import classes from './guests.module.css';

/** The door page's answers: the big banner of the last scan and the list of recent ones. */

const CLOCK = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', second: '2-digit' });

const ICONS: Record<CheckInKind, ReactNode> = {
  checked_in: <IconCircleCheck size={40} />,
  already: <IconClockExclamation size={40} />,
  other_date: <IconAlertTriangle size={40} />,
  not_found: <IconZoomQuestion size={40} />,
  inactive: <IconTicketOff size={40} />,
  error: <IconWifiOff size={40} />,
};

export function ResultBanner({ result }: { result: CheckInResult | null }) {
  if (!result) {
    return (
      <Paper radius="lg" p="lg" bg="gray.1" aria-live="polite" data-testid="check-in-result" data-kind="idle">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={64} radius="xl" variant="white" color="gray">
            <IconQrcode size={36} />
          </ThemeIcon>
          <Box>
            <Text fw={700} fz="xl">
              {T.ready}
            </Text>
            <Text c="dimmed">{T.readyHint}</Text>
          </Box>
        </Group>
      </Paper>
    );
  }
  const guest = result.guest;
  return (
    <Paper
      key={result.at}
      radius="lg"
      p="lg"
      bg={resultBackground(result.kind)}
      c="white"
      role="status"
      aria-live="assertive"
      data-testid="check-in-result"
      data-kind={result.kind}
      className={classes.pop}
    >
      <Group wrap="nowrap" gap="md" align="center">
        <Box style={{ flexShrink: 0 }} aria-hidden>
          {ICONS[result.kind]}
        </Box>
        <Box style={{ minWidth: 0 }}>
          <Text fw={800} fz={{ base: 22, sm: 28 }} lh={1.2}>
            {result.message}
          </Text>
          {guest ? (
            <Text fz={{ base: 18, sm: 20 }} fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
              {guest.name || SHARED_TEXTS.guest}
            </Text>
          ) : null}
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {guest
              ? `${guest.ticket}${guest.seat ? ` · ${SHARED_TEXTS.seat(guest.seat)}` : ''} · ${guest.code}`
              : T.code(result.code.length > 24 ? `${result.code.slice(0, 24)}…` : result.code)}
          </Text>
        </Box>
      </Group>
    </Paper>
  );
}

export function RecentScans({ results }: { results: CheckInResult[] }) {
  if (!results.length) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fw={600} mb="xs">
        {T.recentScans}
      </Text>
      <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={T.recentScans}>
        {results.map((r, i) => (
          <Group
            key={r.at}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py={8}
            style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Box
                w={10}
                h={10}
                style={{ borderRadius: 10, flexShrink: 0, background: `var(--mantine-color-${RESULT_COLORS[r.kind]}-6)` }}
                aria-hidden
              />
              <Box style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} truncate>
                  {r.guest ? r.guest.name || SHARED_TEXTS.guest : r.code}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {r.message}
                  {r.guest ? ` · ${r.guest.ticket}` : ''}
                </Text>
              </Box>
            </Group>
            <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {CLOCK.format(r.at)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
