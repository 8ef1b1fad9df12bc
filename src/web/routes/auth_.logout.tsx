import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { LOGOUT_MESSAGES } from '../../contracts/accounts.messages.ts';
import { loadSessionUser, logout, useSession } from '../features/accounts/api.ts';
import { ButtonLink } from '../ui/links.tsx';

/** GET /auth/logout (the user menu's legacy link) only asks: signing out is a POST, so no link or image can do it. */
export const Route = createFileRoute('/auth_/logout')({
  beforeLoad: async ({ context }) => {
    if (!(await loadSessionUser(context.queryClient))) throw redirect({ to: '/', replace: true });
  },
  component: LogoutPage,
});

function LogoutPage() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const signOut = () => {
    setBusy(true);
    void logout().finally(() => setBusy(false));
  };
  return (
    <Container size={460} py={{ base: 32, sm: 64 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="lg" ta="center">
          <Title order={1} fz={26}>
            {LOGOUT_MESSAGES.title}
          </Title>
          {user && (
            <Text c="dimmed" fz="sm">
              {LOGOUT_MESSAGES.signedInAs.replace('{name}', () => user.name)}
            </Text>
          )}
          <Group justify="center">
            <ButtonLink to="/" variant="default">
              {LOGOUT_MESSAGES.cancel}
            </ButtonLink>
            <Button color="red" loading={busy} onClick={signOut}>
              {LOGOUT_MESSAGES.confirm}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
