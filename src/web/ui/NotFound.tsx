import type { ReactNode } from 'react';
import { Center, Stack, Text } from '@mantine/core';
import { ButtonLink } from './links.tsx';
import { NotFoundIllustration } from './NotFoundIllustration.tsx';
import { NOT_FOUND_TEXTS } from './texts.ts';

/** The not-found component (buyer-side 2.10): image, message, optional support line and a Go Back button to the root. */
export function NotFound({ message = NOT_FOUND_TEXTS.message, support }: { message?: ReactNode; support?: ReactNode }) {
  return (
    <Center py={64} px="md" style={{ flex: 1 }}>
      <Stack align="center" gap="md" maw={460} ta="center">
        <NotFoundIllustration />
        <Text fz="lg" fw={600}>
          {message}
        </Text>
        {support ? (
          <Text c="dimmed" fz="sm">
            {support}
          </Text>
        ) : null}
        <ButtonLink to="/">{NOT_FOUND_TEXTS.back}</ButtonLink>
      </Stack>
    </Center>
  );
}
