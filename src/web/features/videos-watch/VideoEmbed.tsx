import { Anchor, AspectRatio, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { WATCH_TEXTS } from '../../../contracts/videos.messages.ts';
import { isApiError } from '../../app/http.ts';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { watchQuery } from './api.ts';
import { VideoStage } from './VideoStage.tsx';

/**
 * One of our videos inside another page (an event's video block, buyer-side 2.5): the player page's stage (poster,
 * HLS, the members-only gate) with the title linking to the player page.
 */
export function VideoEmbed({ id }: { id: string }) {
  const query = useQuery(watchQuery(id));
  if (query.isPending) {
    return (
      <AspectRatio ratio={16 / 9} role="status" aria-busy="true" aria-label={WATCH_TEXTS.loading}>
        <Skeleton radius={12} />
      </AspectRatio>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 422)) return <Text c="dimmed">{WATCH_TEXTS.notFound}</Text>;
    return <RetryAlert message={WATCH_TEXTS.notFound} onRetry={() => void query.refetch()} />;
  }
  const watch = query.data;
  return (
    <Stack gap="xs">
      <VideoStage watch={watch} onRetry={() => query.refetch()} />
      <Anchor
        renderRoot={(props) => <Link to="/watch/$id" params={{ id: watch.id }} {...props} />}
        c="inherit"
        fw={600}
        style={{ overflowWrap: 'anywhere' }}
      >
        {watch.title}
      </Anchor>
    </Stack>
  );
}
