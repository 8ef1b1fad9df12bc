import { Box, LoadingOverlay, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CALENDAR_BUILDER_MORE_TEXTS as M, CALENDAR_BUILDER_TEXTS as T } from '../../../contracts/calendar.messages.ts';

/** How long the options rest before the preview reloads: one reload per pause, not one per key typed. */
const PREVIEW_DEBOUNCE_MS = 300;

/** The calendar page itself, framed, reloaded as the options change. */
export function BuilderPreview({ path }: { path: string }) {
  const [src] = useDebouncedValue(path, PREVIEW_DEBOUNCE_MS);
  // The address last loaded: the overlay shows from an address change until the frame has loaded it.
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="calendar-preview-title">
      <Text id="calendar-preview-title" fw={600} mb="sm">
        {T.preview}
      </Text>
      <Box pos="relative">
        <LoadingOverlay visible={loaded !== src} zIndex={1} overlayProps={{ blur: 1 }} />
        <iframe
          src={src}
          title={M.previewTitle}
          onLoad={() => setLoaded(src)}
          style={{ display: 'block', width: '100%', height: 'min(80vh, 720px)', border: 0, borderRadius: 8 }}
        />
      </Box>
    </Paper>
  );
}
