import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
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
              Create an organization
            </Title>
            <Text c="dimmed" fz="sm">
              Sell tickets and memberships as a venue, label, collective or school, and manage it with your team.
            </Text>
          </Stack>
          <CreateOrganizationForm returnTo={returnTo} />
        </Stack>
      </Paper>
    </Container>
  );
}
