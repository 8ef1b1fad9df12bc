import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { MEMBERSHIP_AREA_TEXTS as A, MEMBERSHIP_MESSAGES } from '../../../contracts/memberships.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { isNotFound } from './form-errors.ts';

/** Memberships need a connected payout account first (content-management 2.2): the reason and the way there. */
export function PayoutsFirstAlert({ username }: { username: string }) {
  return (
    <Alert color="orange" variant="light" icon={<IconPlugConnected size={18} />} title={MEMBERSHIP_MESSAGES.payoutsFirst} mb="md">
      <ButtonLink to="/manage/$username/settings/payouts" params={{ username }} size="xs" variant="light" color="orange">
        {A.goToPayouts}
      </ButtonLink>
    </Alert>
  );
}

/**
 * What an edit page shows until its record is there: a loader, the spec's not-found text for a 404, or the failure
 * with Try again; null once every query has its data.
 */
export function recordPending(
  queries: readonly { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }[],
  texts: { notFound: string; failed: string },
) {
  const failed = queries.find((q) => q.isError);
  if (failed) {
    if (isNotFound(failed.error)) return <NotFound message={texts.notFound} />;
    return <RetryAlert message={errorMessage(failed.error, texts.failed)} onRetry={() => void failed.refetch()} />;
  }
  if (queries.some((q) => q.isPending)) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={A.loading} />
      </Center>
    );
  }
  return null;
}

/** An empty list's words: a bold title over a sentence (in the list kit's empty state). */
export function EmptyListText({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Text component="span" fw={600} display="block">
        {title}
      </Text>
      {text}
    </>
  );
}
