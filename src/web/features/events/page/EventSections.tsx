import { Box, Grid, Stack, Title } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { EVENT_PAGE_TEXTS as T } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { LazyBoundary } from '../../../ui/LazyBoundary.tsx';
import { hasSocialLinks, SocialLinks } from '../../profiles/index.ts';
import { addressLines } from '../format.ts';
import { MapPreview } from '../MapPreview.tsx';
import { ImageMasonry, VideoBlock } from './EventMedia.tsx';
import { showsMap } from './event-view.ts';
import { ownVideoId } from './own-video-link.ts';
import type { Palette } from './palette.ts';

// Our own player loads only for an event whose video is one of our videos.
const VideoEmbed = lazy(() => import('../../videos-watch/VideoEmbed.tsx').then((m) => ({ default: m.VideoEmbed })));

/** One of our videos plays in our player (poster, HLS, the members-only gate); any other link as before. */
function EventVideo({ url, palette }: { url: string; palette: Palette }) {
  const ownId = ownVideoId(url, window.location.origin);
  if (!ownId) return <VideoBlock url={url} palette={palette} />;
  // While the player's code loads, or if it cannot, the plain link still leads to the video.
  return (
    <LazyBoundary fallback={<VideoBlock url={url} palette={palette} />}>
      <VideoEmbed id={ownId} />
    </LazyBoundary>
  );
}

function SectionTitle({ children, palette }: { children: ReactNode; palette: Palette }) {
  return (
    <Title order={2} fz="xl" c={palette.text}>
      {children}
    </Title>
  );
}

/** Below the fold: About, Video and Images on the left; Location and Contact on the right. */
export function EventSections({ event, palette }: { event: PublicEvent; palette: Palette }) {
  const address = addressLines(event.location);
  return (
    <Grid gap={{ base: 'lg', md: 48 }} mt="md">
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 1 }}>
        <Stack gap="xl">
          {event.description.trim() ? (
            <Stack gap="sm" component="section" aria-label={T.aboutThisEvent}>
              <SectionTitle palette={palette}>{T.aboutThisEvent}</SectionTitle>
              <Box
                className={`ovation-html-content${palette.dark ? ' ovation-html-dark' : ''}`}
                // Sanitized by the server (rich text allow-list).
                dangerouslySetInnerHTML={{ __html: event.description }}
              />
            </Stack>
          ) : null}
          {event.videoUrl ? (
            <Stack gap="sm" component="section" aria-label={T.video}>
              <SectionTitle palette={palette}>{T.video}</SectionTitle>
              <EventVideo url={event.videoUrl} palette={palette} />
            </Stack>
          ) : null}
          {event.images.length ? (
            <Stack gap="sm" component="section" aria-label={T.images}>
              <SectionTitle palette={palette}>{T.images}</SectionTitle>
              <ImageMasonry images={event.images} name={event.name} />
            </Stack>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 2 }}>
        <Stack gap="xl">
          {showsMap(event, address) ? (
            <Stack gap="sm" component="section" aria-label={T.location}>
              <SectionTitle palette={palette}>{T.location}</SectionTitle>
              <MapPreview
                latitude={event.location.latitude}
                longitude={event.location.longitude}
                title={event.location.name}
                address={address.join(', ') || null}
                dark={palette.dark}
              />
            </Stack>
          ) : null}
          {hasSocialLinks(event.owner.social) ? (
            <Stack gap="sm" component="section" aria-label={T.contact}>
              <SectionTitle palette={palette}>
                {T.contact} {event.owner.name}
              </SectionTitle>
              <SocialLinks social={event.owner.social} name={event.owner.name} color={palette.dark ? 'gray' : 'violet'} />
            </Stack>
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
