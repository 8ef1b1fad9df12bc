import { AspectRatio, Box } from '@mantine/core';
import { EVENT_PAGE_TEXTS } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { imageSrcset, POSTER_SIZES } from '../../../../domain/images.ts';
import { PosterFallback } from '../PosterFallback.tsx';

/** The square poster, sticky beside the details on wide screens. */
export function EventPoster({ event }: { event: PublicEvent }) {
  return (
    <Box pos={{ md: 'sticky' } as never} top={88}>
      <AspectRatio ratio={1} style={{ borderRadius: 16, overflow: 'hidden', boxShadow: '0 12px 32px rgba(20, 10, 50, 0.18)' }}>
        {event.poster ? (
          // Block, not inline: an inline image sits on the text baseline and leaves a band under it.
          <img
            src={event.poster}
            srcSet={imageSrcset(event.poster) ?? undefined}
            sizes={POSTER_SIZES}
            alt={EVENT_PAGE_TEXTS.posterAlt(event.name)}
            style={{ objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <PosterFallback name={event.name} />
        )}
      </AspectRatio>
    </Box>
  );
}
