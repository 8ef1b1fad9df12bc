import { Anchor, AspectRatio, Box } from '@mantine/core';
import { EVENT_PAGE_TEXTS as T, masonryColumns } from '../../../../contracts/events.messages.ts';
import { videoEmbedUrl } from '../format.ts';
import type { Palette } from './palette.ts';

/** The video embedded when its host is known, otherwise a link to it. */
export function VideoBlock({ url, palette }: { url: string; palette: Palette }) {
  const embed = videoEmbedUrl(url);
  if (!embed) {
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer" c={palette.dark ? 'violet.3' : undefined}>
        {T.watchVideo}
      </Anchor>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} style={{ borderRadius: 12, overflow: 'hidden', background: 'var(--mantine-color-dark-8)' }}>
      <iframe
        src={embed}
        title={T.videoTitle}
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}

/** The image masonry: one column for one image, otherwise two. */
export function ImageMasonry({ images, name }: { images: string[]; name: string }) {
  const columns = masonryColumns(images.length);
  return (
    <Box style={{ columnCount: columns, columnGap: 12 }} data-testid="image-masonry" data-columns={columns}>
      {images.map((src, i) => (
        <a key={src} href={src} target="_blank" rel="noopener noreferrer" style={{ display: 'block', breakInside: 'avoid', marginBottom: 12 }}>
          <img src={src} alt={T.imageAlt(name, i + 1)} loading="lazy" style={{ display: 'block', width: '100%', borderRadius: 12 }} />
        </a>
      ))}
    </Box>
  );
}
