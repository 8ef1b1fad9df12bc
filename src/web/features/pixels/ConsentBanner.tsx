import { Button, Group, Paper, Portal, Text } from '@mantine/core';
import { PIXEL_TEXTS as T } from '../../../contracts/insight.messages.ts';
import type { PixelConsent } from './consent.ts';

/**
 * The small consent banner of an owner's purchase pixels: a labelled region at the foot of the page, out of the
 * way of the page's own buttons, answered with the keyboard like any button. It takes no focus: a buyer who ignores
 * it keeps using the page, and nothing loads.
 */
export function ConsentBanner({ onAnswer }: { onAnswer: (consent: PixelConsent) => void }) {
  // In a portal: a page's transformed container would otherwise be what `fixed` places it against.
  return (
    <Portal>
      <Paper
        component="section"
        aria-label={T.consentLabel}
        withBorder
        shadow="md"
        radius="md"
        p="md"
        style={{ position: 'fixed', insetInline: 16, bottom: 16, maxWidth: 560, marginInline: 'auto', zIndex: 150 }}
      >
        <Text fz="sm">{T.consentText}</Text>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={() => onAnswer('declined')}>
            {T.decline}
          </Button>
          <Button onClick={() => onAnswer('accepted')}>{T.accept}</Button>
        </Group>
      </Paper>
    </Portal>
  );
}
