import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconGift, IconMapPin, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, isApiError } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { NotFound } from '../../ui/NotFound.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { logout, useSession } from '../accounts/index.ts';
import { claimQuery, useClaimTicket } from './api.ts';
import { PATRON_TEXTS, TRANSFER_MESSAGES as T } from './texts.ts';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /tickets/claim/:token, the link e-mailed to the new holder of a transferred ticket: what is being claimed, then
 * sign in (or sign up) with the address it was sent to and claim it; the claimed ticket opens at /ticket/:id.
 */
export function ClaimPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const { user, isPending: sessionPending } = useSession();
  const { data, isPending, error } = useQuery(claimQuery(token));
  const claim = useClaimTicket(token);
  useDocumentTitle(data ? T.claimTitleOf(data.claim.eventName) : T.claimTitle);

  if (isPending || sessionPending) {
    return (
      <Center py={80} style={{ flex: 1 }}>
        <Loader type="dots" />
      </Center>
    );
  }
  if (error || !data) {
    if (isApiError(error) && error.status === 404) {
      return <NotFound message={T.claimNotFound} support={T.claimNotFoundSupport} />;
    }
    return (
      <Center py={80} px="md" style={{ flex: 1 }}>
        <Alert color="red" maw={440}>
          {errorMessage(error, T.claimLoadFailed)}
        </Alert>
      </Center>
    );
  }

  const c = data.claim;
  const returnTo = `/tickets/claim/${token}`;
  const matches = user ? sameEmail(user.email, c.email) : false;

  const doClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (reply) => {
        notifySuccess(reply.message);
        void navigate({ to: '/ticket/$id', params: { id: reply.ticket.id }, replace: true });
      },
    });

  return (
    <Center py={{ base: 32, sm: 64 }} px="md" style={{ flex: 1 }} bg="gray.0">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%" shadow="sm">
        <Stack gap="lg">
          <Stack gap="xs" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconGift size={28} />
            </ThemeIcon>
            <Title order={1} fz={24}>
              {c.fromName ? T.sentYouATicket(c.fromName) : T.youWereSentATicket}
            </Title>
          </Stack>
          <Paper radius="md" p="md" bg="gray.0">
            <Stack gap="sm">
              <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {c.eventName}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <IconTicket size={18} color="var(--mantine-color-violet-7)" />
                <Text>{c.ticket}</Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <IconCalendarEvent size={18} color="var(--mantine-color-violet-7)" />
                <Text>{c.startsAtText}</Text>
              </Group>
              {c.location.name || c.location.address ? (
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <IconMapPin size={18} color="var(--mantine-color-violet-7)" style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text>{[c.location.name, c.location.address].filter(Boolean).join(', ')}</Text>
                </Group>
              ) : null}
            </Stack>
          </Paper>

          {claim.error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(claim.error, T.claimNotFound)}
            </Alert>
          ) : null}

          {!user ? (
            <Stack gap="sm">
              <Text fz="sm" c="dimmed" ta="center">
                {T.sentTo} <strong>{c.email}</strong>
                {T.signInToClaim}
              </Text>
              <ButtonLink to="/auth" search={{ redirect_to: returnTo }} size="md">
                {T.logInToClaim}
              </ButtonLink>
              <ButtonLink to="/auth" search={{ mode: 'signup', redirect_to: returnTo }} size="md" variant="default">
                {T.createAccount}
              </ButtonLink>
            </Stack>
          ) : matches ? (
            <Button size="md" onClick={doClaim} loading={claim.isPending}>
              {PATRON_TEXTS.claimTicket}
            </Button>
          ) : (
            <Stack gap="sm">
              <Alert color="orange" variant="light">
                {T.claimWrongAccount(c.email)} {PATRON_TEXTS.loggedInAs(user.email)}
              </Alert>
              <Button variant="default" onClick={() => void logout()}>
                {T.logOut}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
