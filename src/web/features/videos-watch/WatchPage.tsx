import { AspectRatio, Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WATCH_TEXTS } from '../../../contracts/videos.messages.ts';
import { isApiError } from '../../app/http.ts';
import { useIsMobile } from '../../app/responsive.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useSession } from '../accounts/index.ts';
import { DonateButton } from '../video-donations/index.ts';
import { watchQuery, type WatchView } from './api.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { VideoStage } from './VideoStage.tsx';
import { WatchAbout, WatchPeople } from './WatchDetails.tsx';
import { formatUploadDate } from './upload-date.ts';

/** One centered column up to 960 px; on a phone the video spans the screen edge to edge. */
function Column({ children }: { children: ReactNode }) {
  return (
    <Box maw={960} w="100%" mx="auto" px={{ base: 0, sm: 'md' }} pt={{ base: 0, sm: 'lg' }} pb={64}>
      {children}
    </Box>
  );
}

function WatchSkeleton() {
  return (
    <Column>
      <Box role="status" aria-busy="true" aria-label={WATCH_TEXTS.loading}>
        <AspectRatio ratio={16 / 9}>
          <Skeleton radius={0} />
        </AspectRatio>
        <Stack gap="sm" px={{ base: 'md', sm: 0 }} pt="md">
          <Skeleton height={28} width="60%" />
          <Skeleton height={14} width="30%" />
          <Skeleton height={36} width={200} radius="xl" />
          <Skeleton height={80} />
        </Stack>
      </Box>
    </Column>
  );
}

/** Views and upload date, then what the viewer can do: favorite, donate, and edit for its managers. */
function WatchActions({ watch, signedIn }: { watch: WatchView; signedIn: boolean }) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Text fz="sm" c="dimmed">
        {WATCH_TEXTS.views(watch.viewCount)}
        {watch.uploadedAt ? ` · ${formatUploadDate(watch.uploadedAt)}` : null}
      </Text>
      <Group gap="xs">
        <FavoriteButton watch={watch} signedIn={signedIn} />
        <DonateButton videoId={watch.id} currency={watch.currency} enabled={watch.donationsEnabled} signedIn={signedIn} />
        {watch.canManage ? (
          <ButtonLink
            variant="default"
            radius="xl"
            size="sm"
            leftSection={<IconPencil size={16} />}
            to="/manage/$username/videos/edit/$id"
            params={{ username: watch.owner.username, id: watch.id }}
          >
            {WATCH_TEXTS.edit}
          </ButtonLink>
        ) : null}
      </Group>
    </Group>
  );
}

/** The player page /watch/:id (content-management 2.4, 7; issue 12). */
export function WatchPage({ id }: { id: string }) {
  const query = useQuery(watchQuery(id));
  const { user } = useSession();
  const mobile = useIsMobile();
  const watch = query.data;
  useDocumentTitle(watch?.title);

  if (query.isPending) return <WatchSkeleton />;
  if (query.isError) {
    // 422: the address holds no video id at all.
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 422)) return <NotFound message={WATCH_TEXTS.notFound} />;
    return <LoadFailed title={WATCH_TEXTS.notFound} onRetry={() => void query.refetch()} />;
  }
  if (!watch) return null;

  return (
    <Column>
      <VideoStage watch={watch} onRetry={() => query.refetch()} radius={mobile ? 0 : 12} />
      <Stack gap="md" px={{ base: 'md', sm: 0 }} pt="md">
        <Title order={1} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {watch.title}
        </Title>
        <WatchActions watch={watch} signedIn={Boolean(user)} />
        <WatchPeople watch={watch} />
        <WatchAbout watch={watch} />
      </Stack>
    </Column>
  );
}
