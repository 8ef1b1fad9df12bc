import { Center, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from './links.tsx';
import { NotFoundIllustration } from './NotFoundIllustration.tsx';
import { PAGE_404_TEXTS as T } from './texts.ts';

/** The full-page 404 (buyer-side 2.10, accounts-and-reporting 8). */
export function Page404() {
  return (
    <Center py={80} px="md" style={{ flex: 1, minHeight: '60vh' }}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <NotFoundIllustration size={200} />
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {T.title}
        </Title>
        <Text c="dimmed">{T.text}</Text>
        <ButtonLink to="/" size="md" mt="sm">
          {T.home}
        </ButtonLink>
      </Stack>
    </Center>
  );
}
