import { Anchor, AspectRatio, Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode } from 'react';
import { BROADCAST_PAGE_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import { isApiError } from '../../app/http.ts';
import { useIsMobile } from '../../app/responsive.ts';
import { LazyBoundary } from '../../ui/LazyBoundary.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { ProfileIdentity } from '../../ui/ProfileIdentity.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { profileRoute } from '../profiles/index.ts';
import type { BroadcastWatchView } from './api.ts';
import { broadcastWatchQuery } from './watch-query.ts';
import { watchStage } from './broadcast-view.ts';
import { BroadcastStage } from './BroadcastStage.tsx';
import { StatusBadge } from './StatusBadge.tsx';

// The replay plays in the videos' own embed (poster, renditions, its access), loaded once there is one.
const VideoEmbed = lazy(() => import('../videos-watch/VideoEmbed.tsx').then((m) => ({ default: m.VideoEmbed })));

/** One centered column up to 960 px; on a phone the stream spans the screen edge to edge. */
function Column({ children }: { children: ReactNode }) {
  return (
    <Box maw={960} w="100%" mx="auto" px={{ base: 0, sm: 'md' }} pt={{ base: 0, sm: 'lg' }} pb={64}>
      {children}
    </Box>
  );
}

function PageSkeleton() {
  return (
    <Column>
      <Box role="status" aria-busy="true" aria-label={T.loading}>
        <AspectRatio ratio={16 / 9}>
          <Skeleton radius={0} />
        </AspectRatio>
        <Stack gap="sm" px={{ base: 'md', sm: 0 }} pt="md">
          <Skeleton height={28} width="60%" />
          <Skeleton height={36} width={220} />
        </Stack>
      </Box>
    </Column>
  );
}

/** Event name, the live badge with its viewers, and the organizer. */
function Details({ view }: { view: BroadcastWatchView }) {
  const { event } = view.broadcast;
  return (
    <Stack gap="sm" px={{ base: 'md', sm: 0 }} pt="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          <Anchor inherit renderRoot={(props) => <Link to="/event/$eventId" params={{ eventId: event.id }} {...props} />} c="inherit">
            {event.name}
          </Anchor>
        </Title>
        {view.broadcast.mode === 'ovation' ? <StatusBadge status={view.broadcast.status} viewers={view.viewers} /> : null}
      </Group>
      <ProfileIdentity
        profile={event.owner}
        name={
          <Anchor
            renderRoot={(props) => <Link to={profileRoute(event.owner.type)} params={{ username: event.owner.username }} {...props} />}
            fz="sm"
            fw={600}
          >
            {event.owner.name}
          </Anchor>
        }
      />
    </Stack>
  );
}

/** /b/:broadcastId (issue 30): an online date's stream for its ticket holders, the team and site admins. */
export function BroadcastPage({ id }: { id: string }) {
  const query = useQuery(broadcastWatchQuery(id));
  const mobile = useIsMobile();
  const view = query.data;
  useDocumentTitle(view?.broadcast.event.name);

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 422)) return <NotFound message={T.notFound} />;
    return <LoadFailed title={T.notFound} onRetry={() => void query.refetch()} />;
  }
  if (!view) return null;
  const stage = watchStage(view);
  const replay = stage === 'ended' && view.replay?.ready ? view.replay : null;

  return (
    <Column>
      {replay ? (
        <Stack gap="xs">
          <Text fw={600} px={{ base: 'md', sm: 0 }} pt={{ base: 'sm', sm: 0 }} role="status" data-testid="broadcast-stage" data-stage="ended">
            {T.ended}
          </Text>
          <Box px={{ base: 'md', sm: 0 }}>
            <LazyBoundary fallback={null}>
              <VideoEmbed id={replay.videoId} />
            </LazyBoundary>
          </Box>
        </Stack>
      ) : (
        <BroadcastStage view={view} stage={stage} onRetry={() => query.refetch()} radius={mobile ? 0 : 12} />
      )}
      <Details view={view} />
    </Column>
  );
}
