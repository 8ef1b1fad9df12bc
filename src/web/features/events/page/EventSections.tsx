import { Box, Grid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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
            <Stack gap="sm" component="section" aria-label="About this event">
              <SectionTitle palette={palette}>About this event</SectionTitle>
              <Box
                className={`ovation-html-content${palette.dark ? ' ovation-html-dark' : ''}`}
                // Sanitized by the server (rich text allow-list).
                dangerouslySetInnerHTML={{ __html: event.description }}
              />
            </Stack>
          ) : null}
          {event.videoUrl ? (
            <Stack gap="sm" component="section" aria-label="Video">
              <SectionTitle palette={palette}>Video</SectionTitle>
              <VideoBlock url={event.videoUrl} palette={palette} />
            </Stack>
          ) : null}
          {event.images.length ? (
            <Stack gap="sm" component="section" aria-label="Images">
              <SectionTitle palette={palette}>Images</SectionTitle>
              <ImageMasonry images={event.images} name={event.name} />
            </Stack>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 2 }}>
        <Stack gap="xl">
          {showsMap(event, address) ? (
            <Stack gap="sm" component="section" aria-label="Location">
              <SectionTitle palette={palette}>Location</SectionTitle>
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
            <Stack gap="sm" component="section" aria-label="Contact">
              <SectionTitle palette={palette}>Contact {event.owner.name}</SectionTitle>
              <SocialLinks social={event.owner.social} name={event.owner.name} color={palette.dark ? 'gray' : 'violet'} />
            </Stack>
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
