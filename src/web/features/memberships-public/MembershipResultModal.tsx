import { Text } from '@mantine/core';
import { IconAlertTriangle, IconHourglassHigh } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { MEMBERSHIP_PAGE_TEXTS as T } from '../../../contracts/memberships.messages.ts';
import { MessageModal } from '../../ui/MessageModal.tsx';
import { resultModal, subscribedShown, type ResultSearch } from './membership-view.ts';
import { useTracked } from '../analytics/index.ts';

/**
 * The outcome of a subscribe or manage form post (content-management 2.3): the server sends the browser back with
 * error_message or success_message; 'Error!' or 'Processing...' shows it, and Close drops the message from the
 * address (the page's other params stay). `member`: whether the page shows the viewer as a member (the membership
 * page knows; a manage form's page does not), so a subscription is tracked once it went through, not while it
 * is 'Processing...'.
 */
export function MembershipResultModal({ member }: { member?: boolean }) {
  const search = useSearch({ strict: false }) as ResultSearch;
  const navigate = useNavigate();
  const result = resultModal(search);
  useTracked('membership_subscribed', {}, subscribedShown(result, member));
  const close = () =>
    void navigate({
      to: '.',
      search: (prev: ResultSearch) => ({ ...prev, error_message: undefined, success_message: undefined }),
      replace: true,
      resetScroll: false,
    } as never);
  return (
    <MessageModal
      opened={result !== null}
      title={result?.title ?? ''}
      icon={result?.error ? <IconAlertTriangle size={30} /> : <IconHourglassHigh size={30} />}
      color={result?.error ? 'red' : 'violet'}
      onClose={close}
      closeLabel={T.close}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{result?.message}</Text>
    </MessageModal>
  );
}
