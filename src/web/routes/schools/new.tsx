import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ORGANIZATION_TEXTS as T } from '../../../contracts/organizations.messages.ts';
import { optionalRedirect, searchParams } from '../../app/search-params.ts';
import { requireSignedIn } from '../../features/accounts/route-gates.ts';
import { CreateOrganizationForm } from '../../features/organizations/CreateOrganizationForm.tsx';

export const Route = createFileRoute('/schools/new')({
  validateSearch: searchParams({ returnTo: optionalRedirect }),
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href),
  component: NewSchoolPage,
});

function NewSchoolPage() {
  const { returnTo } = Route.useSearch();
  return (
    <Container size={560} py={{ base: 32, sm: 64 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {T.createTitle}
            </Title>
            <Text c="dimmed" fz="sm">
              {T.createIntro}
            </Text>
          </Stack>
          <CreateOrganizationForm returnTo={returnTo} />
        </Stack>
      </Paper>
    </Container>
  );
}
