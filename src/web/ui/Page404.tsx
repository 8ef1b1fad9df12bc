import { Center, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from './links.tsx';
import { NotFoundIllustration } from './NotFoundIllustration.tsx';

export const PAGE_404_TITLE = 'Page not found';
export const PAGE_404_TEXT = 'The page you’re looking for cannot be found. It might have been removed, renamed, or is temporarily unavailable.';

/** The full-page 404 (buyer-side 2.10, accounts-and-reporting 8). */
export function Page404() {
  return (
    <Center py={80} px="md" style={{ flex: 1, minHeight: '60vh' }}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <NotFoundIllustration size={200} />
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {PAGE_404_TITLE}
        </Title>
        <Text c="dimmed">{PAGE_404_TEXT}</Text>
        <ButtonLink to="/" size="md" mt="sm">
          Go back home
        </ButtonLink>
      </Stack>
    </Center>
  );
}
