import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPencil, IconSparkles } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { CHECKOUT_PAGE_TEXTS } from '../../../../../contracts/checkout.messages.ts';
import { NEW_EVENT_TEXTS as T } from '../../../../../contracts/events-management.messages.ts';
import { useSession } from '../../../../features/accounts/api.ts';
import { requireSignedIn } from '../../../../features/accounts/route-gates.ts';
import { ButtonLink } from '../../../../ui/links.tsx';
import { searchParams, uuidParam } from '../../../../app/search-params.ts';

export const Route = createFileRoute('/event/new/jaan/$id')({
  validateSearch: searchParams({ ownerId: uuidParam }),
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href),
  component: AssistantComingPage,
});

/** The AI event creator (buyer-side 2.4) arrives in a later release; until then this page says so. */
function AssistantComingPage() {
  const { ownerId } = Route.useSearch();
  const { user } = useSession();
  return (
    <Container size={620} py={{ base: 32, sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <ThemeIcon size={52} radius="md" variant="light">
            <IconSparkles size={28} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {T.hi(user ? user.firstName : null)} {T.assistantComing}
          </Title>
          <Text c="dimmed">{T.assistantText}</Text>
          <Group gap="sm">
            <ButtonLink to="/e/new" search={{ ownerId }} leftSection={<IconPencil size={16} />}>
              {T.manually}
            </ButtonLink>
            <ButtonLink to="/event/new" search={{ step: '2' }} variant="default">
              {CHECKOUT_PAGE_TEXTS.back}
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
