import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { ERROR_PAGE_TEXTS, KIT_TEXTS } from './texts.ts';

/** Shown when a page fails to load: the reason and a way to try again (never a blank page). */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof Error && error.message ? error.message : ERROR_PAGE_TEXTS.fallback;
  return (
    <Center py={80} px="md" style={{ flex: 1 }}>
      <Stack align="center" gap="sm" maw={480} ta="center">
        <IconAlertTriangle size={48} color="var(--mantine-color-orange-6)" />
        <Title order={2}>{ERROR_PAGE_TEXTS.title}</Title>
        <Text c="dimmed">{message}</Text>
        <Button
          mt="sm"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {KIT_TEXTS.tryAgain}
        </Button>
      </Stack>
    </Center>
  );
}
