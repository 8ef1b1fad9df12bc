import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPencil, IconSparkles } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
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
            {user ? `Hi ${user.firstName}!` : 'Hi!'} The AI assistant is coming
          </Title>
          <Text c="dimmed">
            Soon you will describe your event in a chat and the assistant will draft it for you: name, dates, tickets and description. Until it
            arrives, you can create your event manually in a few minutes.
          </Text>
          <Group gap="sm">
            <ButtonLink to="/e/new" search={{ ownerId }} leftSection={<IconPencil size={16} />}>
              Create Manually
            </ButtonLink>
            <ButtonLink to="/event/new" search={{ step: '2' }} variant="default">
              Back
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
