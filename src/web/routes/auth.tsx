import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { enumParam, optionalRedirect, redirectTarget, searchParams } from '../app/search-params.ts';
import { loadSessionUser } from '../features/accounts/api.ts';
import { AuthForms, type AuthMode } from '../features/accounts/AuthForms.tsx';

/** Sign-in with nowhere asked for lands on the first-run checklist, which forwards home once it is done or hidden. */
const afterSignIn = (redirectTo: string | undefined) => redirectTarget(redirectTo ?? '/getting-started');

export const Route = createFileRoute('/auth')({
  validateSearch: searchParams({
    mode: enumParam(['login', 'signup']),
    redirect_to: optionalRedirect,
  }),
  beforeLoad: async ({ context, search }) => {
    const user = await loadSessionUser(context.queryClient);
    if (user) throw redirect({ href: afterSignIn(search.redirect_to), replace: true });
  },
  component: AuthPage,
});

function AuthPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const mode: AuthMode = search.mode === 'signup' ? 'signup' : 'login';
  return (
    <Container size={460} py={{ base: 32, sm: 64 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={1} fz={26}>
              {mode === 'signup' ? 'Create your Ovation account' : 'Welcome back'}
            </Title>
            <Text c="dimmed" fz="sm">
              {mode === 'signup' ? 'Sell tickets, memberships and videos.' : 'Log in to your Ovation account.'}
            </Text>
          </Stack>
          <AuthForms
            mode={mode}
            redirectTo={afterSignIn(search.redirect_to)}
            onModeChange={(next) => void navigate({ search: (prev) => ({ ...prev, mode: next === 'signup' ? 'signup' : undefined }), replace: true })}
          />
        </Stack>
      </Paper>
    </Container>
  );
}
