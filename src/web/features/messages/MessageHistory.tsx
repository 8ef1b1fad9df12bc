import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES_TEXTS as T } from '../../../contracts/messages.messages.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { messagesQuery, type MessageView } from './api.ts';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function audienceLine(m: MessageView): string {
  if (m.audience === 'ticket_type') return `${T.audiences.ticket_type}: ${m.ticketTypeName ?? ''}`;
  if (m.audience === 'date') return `${T.audiences.date}: ${m.occurrenceStartsAt ? when(m.occurrenceStartsAt) : ''}`;
  return T.audiences.all;
}

const SUMMARY_COLORS = { queued: 'gray', sent: 'green', failed: 'red', suppressed: 'orange' } as const;

/** The delivery summary of one message: queued, sent, failed, suppressed. */
export function DeliverySummary({ summary }: { summary: MessageView['summary'] }) {
  return (
    <Group gap="xs" role="group" aria-label={T.summaryTitle}>
      {(Object.keys(SUMMARY_COLORS) as (keyof typeof SUMMARY_COLORS)[]).map((k) => (
        <Badge key={k} variant="light" color={SUMMARY_COLORS[k]} data-testid={`summary-${k}`}>
          {T.summary[k]}: {summary[k]}
        </Badge>
      ))}
    </Group>
  );
}

/** The event's message activity: every message with who sent it, when, to whom and how delivery went. */
export function MessageHistory({ eventId }: { eventId: string }) {
  const query = useQuery(messagesQuery(eventId));
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {T.history}
      </Title>
      {query.isPending ? (
        <Skeleton height={120} radius="md" role="status" aria-busy="true" aria-label={T.history} />
      ) : query.isError ? (
        <RetryAlert message={T.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.messages.length === 0 ? (
        <EmptyBlock icon={<IconMail size={28} />} title={T.empty} />
      ) : (
        query.data.messages.map((m) => (
          <Card key={m.id} withBorder radius="md" padding="md" component="article" aria-label={m.subject}>
            <Stack gap={6}>
              <Text fw={600}>{m.subject}</Text>
              <Text fz="sm" c="dimmed">
                {T.sentBy(m.sender?.name ?? T.unknownSender, when(m.createdAt))}
              </Text>
              <Text fz="sm">
                {audienceLine(m)} · {T.recipients(m.recipients)}
              </Text>
              <DeliverySummary summary={m.summary} />
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  );
}
