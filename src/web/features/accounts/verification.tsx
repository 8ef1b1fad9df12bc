import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ACCOUNTS_ENDPOINTS } from '../../../contracts/accounts.endpoints.ts';
import { VERIFY_EMAIL_MESSAGES } from '../../../contracts/accounts.messages.ts';
import { call } from '../../app/http.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { NoticeBar } from '../../ui/NoticeBar.tsx';
import { sessionKeys, useSession } from './api.ts';

const VERIFY_KEY = 'verify-email';

/**
 * POST verify_email, made once per token: a query (never refetched), so a re-render or React's double effects never
 * spend the single-use link twice. The token is the capability; the reply is the refreshed session user (null
 * signed out), and everything that depends on the address (patron tickets) reloads.
 */
export const verifyEmailQuery = (token: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: [VERIFY_KEY, token],
    queryFn: async () => {
      const reply = await call(ACCOUNTS_ENDPOINTS.verifyEmail, { body: { token } });
      if (reply.user) queryClient.setQueryData(sessionKeys.all, reply);
      // Everything else refetches (a session read that started before the verification too); not awaited, and not
      // this query itself, which is still running.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== VERIFY_KEY });
      return reply;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** 'Resend link': a new verification e-mail, with a toast either way. */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ACCOUNTS_ENDPOINTS.resendVerification),
    onSuccess: (reply) => notifySuccess(VERIFY_EMAIL_MESSAGES.resent(reply.email)),
    onError: (error) => {
      notifyApiError(error, VERIFY_EMAIL_MESSAGES.resendFailed);
      // Verified elsewhere meanwhile (409): the banner goes once the session says so.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

export function ResendLinkButton({ variant = 'white' }: { variant?: 'white' | 'filled' | 'light' }) {
  const resend = useResendVerification();
  return (
    <Button size="compact-sm" variant={variant} color="dark" loading={resend.isPending} onClick={() => resend.mutate()}>
      {VERIFY_EMAIL_MESSAGES.resend}
    </Button>
  );
}

const DISMISSED_KEY = 'ovation.verifyBannerDismissed';

/** The banner of a signed-in account whose e-mail is not verified yet; dismissed for this browser session. */
export function VerifyEmailBanner() {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <NoticeBar
      id={user.id}
      storageKey={DISMISSED_KEY}
      storage="session"
      label={VERIFY_EMAIL_MESSAGES.bannerLabel}
      closeLabel={VERIFY_EMAIL_MESSAGES.dismiss}
      icon={<IconMailCheck size={18} style={{ flexShrink: 0 }} aria-hidden />}
      bg="yellow.2"
      c="dark.8"
      wrap="wrap"
      action={<ResendLinkButton />}
    >
      {VERIFY_EMAIL_MESSAGES.banner(user.email)}
    </NoticeBar>
  );
}

/** On the patron's tickets: purchases made with the address show up only after it is verified. */
export function UnverifiedTicketsNote() {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <Alert color="yellow" variant="light" mb="md" icon={<IconMailCheck size={18} />}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{VERIFY_EMAIL_MESSAGES.patronTickets(user.email)}</Text>
        <ResendLinkButton variant="light" />
      </Group>
    </Alert>
  );
}
