import type { ReactNode } from 'react';
import { Center, Stack, Text } from '@mantine/core';
import { ButtonLink } from './links.tsx';
import { NotFoundIllustration } from './NotFoundIllustration.tsx';

export const NOT_FOUND_DEFAULT_MESSAGE = 'The page you were looking for was not found';

/** The not-found component (buyer-side 2.10): image, message, optional support line and a Go Back button to the root. */
export function NotFound({ message = NOT_FOUND_DEFAULT_MESSAGE, support }: { message?: ReactNode; support?: ReactNode }) {
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
        <ButtonLink to="/">Go Back</ButtonLink>
      </Stack>
    </Center>
  );
}
