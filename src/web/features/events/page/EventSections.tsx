import { Box, Grid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EVENT_PAGE_TEXTS as T } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { hasSocialLinks, SocialLinks } from '../../profiles/SocialLinks.tsx';
import { addressLines } from '../format.ts';
import { MapPreview } from '../MapPreview.tsx';
import { ImageMasonry, VideoBlock } from './EventMedia.tsx';
import { showsMap } from './event-view.ts';
import type { Palette } from './palette.ts';

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
              <VideoBlock url={event.videoUrl} palette={palette} />
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
