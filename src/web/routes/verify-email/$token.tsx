import { Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { VERIFY_EMAIL_MESSAGES } from '../../../contracts/accounts.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { useSession } from '../../features/accounts/api.ts';
import { ResendLinkButton, verifyEmailQuery } from '../../features/accounts/verification.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export const Route = createFileRoute('/verify-email/$token')({
  component: VerifyEmailPage,
});

/** The link of the verification e-mail: verifies the address (signs no one in) and says how it went. */
function VerifyEmailPage() {
  const { token } = Route.useParams();
  const queryClient = useQueryClient();
  const { user } = useSession();
  useDocumentTitle(VERIFY_EMAIL_MESSAGES.title);
  const verify = useQuery(verifyEmailQuery(token, queryClient));

  let body;
  if (verify.isPending) {
    body = (
      <>
        <Loader aria-hidden />
        <Text>{VERIFY_EMAIL_MESSAGES.verifying}</Text>
      </>
    );
  } else if (verify.isError) {
    body = (
      <>
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconMailX size={30} />
        </ThemeIcon>
        <Text fw={600} role="alert">
          {errorMessage(verify.error, VERIFY_EMAIL_MESSAGES.unknown)}
        </Text>
        {!user ? (
          <>
            <Text c="dimmed" fz="sm">
              {VERIFY_EMAIL_MESSAGES.signInToResend}
            </Text>
            <ButtonLink to="/auth" search={{ redirect_to: '/' }}>
              {VERIFY_EMAIL_MESSAGES.logIn}
            </ButtonLink>
          </>
        ) : user.emailVerified ? (
          <ButtonLink to="/">{VERIFY_EMAIL_MESSAGES.continue}</ButtonLink>
        ) : (
          <ResendLinkButton variant="filled" />
        )}
      </>
    );
  } else {
    body = (
      <>
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {VERIFY_EMAIL_MESSAGES.verified}
        </Text>
        {user ? (
          <ButtonLink to="/manage/$username/tickets-and-subscriptions/tickets" params={{ username: user.username }}>
            {VERIFY_EMAIL_MESSAGES.goToTickets}
          </ButtonLink>
        ) : (
          // No redirect_to: a new account's first sign-in lands on the first-run checklist (issue 34).
          <ButtonLink to="/auth">{VERIFY_EMAIL_MESSAGES.logIn}</ButtonLink>
        )}
      </>
    );
  }

  return (
    <Container size={520} py={{ base: 32, sm: 64 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <Title order={1} fz={22}>
            {VERIFY_EMAIL_MESSAGES.title}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
