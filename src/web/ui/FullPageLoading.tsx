import { Center, Loader, Stack, Text } from '@mantine/core';
import { KIT_TEXTS } from './texts.ts';

/** The full-page 'Loading' screen (buyer-side 2.10), the router's pending component. */
export function FullPageLoading() {
  return (
    <Center style={{ flex: 1, minHeight: '60vh' }} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" type="dots" />
        <Text c="dimmed" fw={500}>
          {KIT_TEXTS.loading}
        </Text>
      </Stack>
    </Center>
  );
}
