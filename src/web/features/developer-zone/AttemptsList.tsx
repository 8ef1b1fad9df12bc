import { Badge, Box, Button, Code, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ATTEMPT_TEXTS as T } from '../../../contracts/developer-tools.messages.ts';
import { isDeliveredStatus } from '../../../domain/webhooks.ts';
import type { DeliveryAttemptView } from './api.ts';
import { attemptOutcome, logTime } from './delivery-rows.ts';

/** The receiver's answer, folded away until asked for (it can be up to 1000 characters of HTML). */
function ResponseExcerpt({ excerpt }: { excerpt: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!excerpt) {
    return (
      <Text fz="xs" c="dimmed">
        {T.emptyResponse}
      </Text>
    );
  }
  return (
    <Box>
      <Button
        variant="subtle"
        size="compact-xs"
        px={0}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        rightSection={<IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
      >
        {open ? T.hideResponse : T.showResponse}
      </Button>
      <Collapse expanded={open} id={id}>
        <Code block fz="xs" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflow: 'auto' }}>
          {excerpt}
        </Code>
      </Collapse>
    </Box>
  );
}

function Attempt({ attempt }: { attempt: DeliveryAttemptView }) {
  const ok = isDeliveredStatus(attempt.statusCode);
  return (
    <Box component="li" py="sm" data-testid={`attempt-${attempt.number}`} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" gap="xs" align="flex-start">
        <Group gap="sm" wrap="wrap">
          <Text fw={600} fz="sm">
            {T.attempt(attempt.number)}
          </Text>
          <Badge size="sm" variant="light" color={ok ? 'green' : 'red'} tt="none" style={{ maxWidth: '100%' }}>
            {attemptOutcome(attempt)}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {logTime(attempt.createdAt)} · {T.duration(attempt.durationMs)}
        </Text>
      </Group>
      {attempt.statusCode !== null ? (
        <Box mt={4}>
          <ResponseExcerpt excerpt={attempt.responseExcerpt} />
        </Box>
      ) : null}
    </Box>
  );
}

/** A delivery's attempts, newest first (the server's order): number, time, outcome, duration and the answer. */
export function AttemptsList({ attempts }: { attempts: DeliveryAttemptView[] }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="md" mb="xs">
        {T.title}
      </Title>
      {attempts.length ? (
        <Stack component="ol" gap={0} m={0} p={0} aria-label={T.listLabel} style={{ listStyle: 'none' }}>
          {attempts.map((a) => (
            <Attempt key={a.number} attempt={a} />
          ))}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          {T.none}
        </Text>
      )}
    </Paper>
  );
}
