import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconGift, IconMapPin, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, isApiError } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { NotFound } from '../../ui/NotFound.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { logout, useSession } from '../accounts/api.ts';
import { claimQuery, useClaimTicket } from './api.ts';
import { TRANSFER_MESSAGES } from './texts.ts';

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
  useDocumentTitle(data ? `Claim your ticket to ${data.claim.eventName}` : 'Claim your ticket');

  if (isPending || sessionPending) {
    return (
      <Center py={80} style={{ flex: 1 }}>
        <Loader type="dots" />
      </Center>
    );
  }
  if (error || !data) {
    if (isApiError(error) && error.status === 404) {
      return (
        <NotFound
          message={TRANSFER_MESSAGES.claimNotFound}
          support="Ask the person who sent you the ticket to transfer it again, or find your tickets under Tickets & Subscriptions."
        />
      );
    }
    return (
      <Center py={80} px="md" style={{ flex: 1 }}>
        <Alert color="red" maw={440}>
          {errorMessage(error, 'Unable to load this ticket. Please try again later.')}
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
              {c.fromName ? `${c.fromName} sent you a ticket` : 'You have been sent a ticket'}
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
              {errorMessage(claim.error, TRANSFER_MESSAGES.claimNotFound)}
            </Alert>
          ) : null}

          {!user ? (
            <Stack gap="sm">
              <Text fz="sm" c="dimmed" ta="center">
                This ticket was sent to <strong>{c.email}</strong>. Log in or sign up with that e-mail address to claim it.
              </Text>
              <ButtonLink to="/auth" search={{ redirect_to: returnTo }} size="md">
                Log in to claim
              </ButtonLink>
              <ButtonLink to="/auth" search={{ mode: 'signup', redirect_to: returnTo }} size="md" variant="default">
                Create an account
              </ButtonLink>
            </Stack>
          ) : matches ? (
            <Button size="md" onClick={doClaim} loading={claim.isPending}>
              Claim ticket
            </Button>
          ) : (
            <Stack gap="sm">
              <Alert color="orange" variant="light">
                {TRANSFER_MESSAGES.claimWrongAccount(c.email)} You are logged in as {user.email}.
              </Alert>
              <Button variant="default" onClick={() => void logout()}>
                Log out
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
