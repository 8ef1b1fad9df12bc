import { ActionIcon, Box, Container, Group, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { THANK_YOU_TEXTS as T } from '../../../../contracts/checkout.messages.ts';
import { SHARED_TEXTS } from '../../../../contracts/tickets.messages.ts';
import { CHECKOUT_MESSAGES, refetchDelayMs, thankYouRedirect, type ThankYouPage as ThankYouPageKind } from '../../../../domain/checkout.ts';
import { isApiError } from '../../../app/http.ts';
import { FullPageLoading } from '../../../ui/FullPageLoading.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { NotFound } from '../../../ui/NotFound.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useSession } from '../../accounts/index.ts';
import { PixelsSlot } from '../../pixels/index.ts';
import { checkoutKeys, completeOrder, fetchOrderSummary, type OrderSummary } from '../api.ts';
import { readDecline } from '../draft-store.ts';
import { FailedView } from './FailedView.tsx';
import { SuccessView } from './SuccessView.tsx';

const inProgress = (s: OrderSummary | undefined) => !s || s.statusGroup === 'processing';

/** What the owner's purchase pixels report of a paid order. */
const purchaseOf = (s: OrderSummary) => ({ id: s.id, amount: s.amount, currency: s.currency, eventName: s.course.name, orderItems: s.orderItems });

/**
 * The thank-you pages (buyer-side 2.8, 4): checkout/thankyou/:id, /success and /failure. Each shows the order
 * only when its status group matches and otherwise sends the visitor to the right one (thankYouRedirect). While
 * the order is in progress the summary is refetched 1 s, 2 s, 4 s … up to 32 s apart, and on focus, mount and
 * reconnect; the root page also reports the return from the payment provider once (POST …/complete).
 */
export function ThankYouPage({ orderId, page, eventId }: { orderId: string; page: ThankYouPageKind; eventId?: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const fetches = useRef(0);

  const summary = useQuery({
    queryKey: checkoutKeys.summary(orderId),
    queryFn: async ({ signal }) => {
      const reply = await fetchOrderSummary(orderId, signal);
      fetches.current += 1;
      return reply;
    },
    enabled: !!orderId,
    // Only while there is no summary yet or it is in progress.
    refetchInterval: (query) => (inProgress(query.state.data) ? refetchDelayMs(Math.max(0, fetches.current - 1)) : false),
    refetchOnWindowFocus: (query) => (inProgress(query.state.data) ? 'always' : false),
    refetchOnReconnect: (query) => (inProgress(query.state.data) ? 'always' : false),
    refetchOnMount: (query) => (inProgress(query.state.data) ? 'always' : false),
    retry: (count, error) => !(isApiError(error) && (error.status === 404 || error.status === 403)) && count < 3,
  });
  const data = summary.data;

  // The return from the payment provider (or from the checkout's card form): complete the order once (idempotent on
  // the server). The next poll reads the outcome: refetching here would count as a poll and skip the 1 s step.
  const completed = useRef(false);
  useEffect(() => {
    if (page !== 'root' || !data || completed.current || data.statusGroup !== 'processing') return;
    completed.current = true;
    void completeOrder(orderId)
      .then((reply) => {
        if (reply.status === 'tryAgain') {
          // The payment still needs a card: back to the payment step of the checkout.
          void navigate({
            to: '/event/$eventId/checkout',
            params: { eventId: data.eventId },
            search: { order: orderId, page: 'payment' },
            replace: true,
          });
        }
      })
      .catch(() => undefined);
  }, [page, data, orderId, navigate]);

  // Routing between the three pages by status group.
  useEffect(() => {
    if (!data) return;
    const target = thankYouRedirect(page, data.statusGroup);
    if (!target) return;
    const search = { eventId: eventId ?? data.eventId };
    if (target === 'root') void navigate({ to: '/checkout/thankyou/$id', params: { id: orderId }, search, replace: true });
    if (target === 'success') void navigate({ to: '/checkout/thankyou/$id/success', params: { id: orderId }, search, replace: true });
    if (target === 'failure') void navigate({ to: '/checkout/thankyou/$id/failure', params: { id: orderId }, search, replace: true });
  }, [data, page, orderId, eventId, navigate]);

  useDocumentTitle(data ? (data.statusGroup === 'success' ? T.successTitle(data.course.name) : data.course.name) : T.documentTitle);

  if (summary.isError) {
    if (isApiError(summary.error) && (summary.error.status === 404 || summary.error.status === 403))
      return <NotFound message={CHECKOUT_MESSAGES.orderNotFound} />;
    return <LoadFailed title={T.loadFailed} onRetry={() => void summary.refetch()} />;
  }
  // Loading, processing, or about to move to another page.
  if (!data || data.statusGroup === 'processing' || thankYouRedirect(page, data.statusGroup)) return <FullPageLoading />;

  const backTo = eventId ?? data.eventId;
  return (
    <Container size={720} w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Group justify="flex-end" mb={{ base: 0, sm: -24 }}>
        <Tooltip label={T.backToEvent} withArrow>
          <ActionIcon
            size="lg"
            variant="default"
            radius="xl"
            aria-label={SHARED_TEXTS.close}
            onClick={() => void navigate({ to: '/event/$eventId', params: { eventId: backTo } })}
          >
            <IconX size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Box>
        {data.statusGroup === 'success' ? (
          <SuccessView summary={data} username={session.user?.username ?? null} />
        ) : (
          <FailedView summary={data} declineMessage={readDecline(orderId)} />
        )}
      </Box>
      <PixelsSlot eventId={data.eventId} purchase={data.statusGroup === 'success' ? purchaseOf(data) : undefined} />
    </Container>
  );
}
