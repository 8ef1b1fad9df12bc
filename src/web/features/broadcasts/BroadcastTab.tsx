import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { BROADCAST_TAB_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { eventBroadcastsQuery } from './api.ts';
import { BroadcastCard } from './BroadcastCard.tsx';

/**
 * The event's Broadcast tab (/management/courses/:eventId/broadcasts; issue 30): one card per online date, its
 * status refreshed every few seconds while the tab is open. The event's admins manage; door and basic access see
 * the status only (the API gives them no key).
 */
export function BroadcastTab({ eventId, ownerId }: { eventId: string; ownerId: string }) {
  const query = useQuery(eventBroadcastsQuery(eventId));
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          {T.heading}
        </Title>
        <Text fz="sm" c="dimmed">
          {T.intro}
        </Text>
      </Stack>
      {query.isPending ? (
        <Skeleton height={220} radius="lg" role="status" aria-busy="true" aria-label={T.heading} />
      ) : query.isError ? (
        <RetryAlert message={T.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyBlock icon={<IconVideo size={28} />} title={T.noneTitle} description={T.noneText} />
      ) : (
        query.data.data.map((broadcast) => <BroadcastCard key={broadcast.id} eventId={eventId} ownerId={ownerId} broadcast={broadcast} />)
      )}
    </Stack>
  );
}
