import { Badge, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { isProduction } from '../app/env.ts';
import { optionalRedirect, redirectTarget, searchParams } from '../app/search-params.ts';
import { PREVIEW_LOGIN_TEXTS as T } from '../../contracts/accounts.messages.ts';
import { loadSessionUser } from '../features/accounts/api.ts';
import { PreviewLoginForm } from '../features/accounts/PreviewLoginForm.tsx';

export const Route = createFileRoute('/preview-login')({
  validateSearch: searchParams({ redirect_to: optionalRedirect }),
  beforeLoad: async ({ context, search }) => {
    if (isProduction()) return;
    const user = await loadSessionUser(context.queryClient);
    if (user) throw redirect({ href: redirectTarget(search.redirect_to), replace: true });
  },
  component: PreviewLoginPage,
});

function PreviewLoginPage() {
  const { redirect_to } = Route.useSearch();
  // Shown only outside production: renders nothing there (buyer-side 2.2).
  if (isProduction()) return null;
  return (
    <Container size={420} py={{ base: 32, sm: 64 }} w="100%">
      <Paper withBorder radius="lg" p="xl" shadow="sm">
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <Badge color="orange" variant="light">
              {T.badge}
            </Badge>
            <Title order={1} fz={24}>
              {T.title}
            </Title>
            <Text c="dimmed" fz="sm">
              {T.intro}
            </Text>
          </Stack>
          <PreviewLoginForm redirectTo={redirectTarget(redirect_to)} />
        </Stack>
      </Paper>
    </Container>
  );
}
