import { Button, Code, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DELIVERY_DETAIL_TEXTS as T } from '../../../contracts/developer-tools.messages.ts';
import { WEBHOOK_MESSAGES } from '../../../contracts/webhooks.messages.ts';
import { errorMessage, isApiError } from '../../app/http.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { deliveryQuery, useReplayDelivery, type DeliveryDetail as Delivery } from './api.ts';
import { AttemptsList } from './AttemptsList.tsx';
import { CopyValueButton } from './CopyValueButton.tsx';
import { logTime } from './delivery-rows.ts';
import { DeliveryStatusBadge } from './DeliveryStatusBadge.tsx';
import { PayloadView } from './PayloadView.tsx';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Stack gap={2} style={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Where the event went and when; the webhook-id is copyable, since receivers de-duplicate on it. */
function Facts({ delivery }: { delivery: Delivery }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Fact label={T.webhookUrl} wide>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {delivery.url}
          </Text>
        </Fact>
        <Fact label={T.webhookId} wide>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code fz="sm" data-testid="delivery-webhook-id" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {delivery.id}
            </Code>
            <CopyValueButton value={delivery.id} label={T.copyWebhookId} />
          </Group>
          <Text fz="xs" c="dimmed">
            {T.webhookIdHint}
          </Text>
        </Fact>
        <Fact label={T.createdAt}>
          <Text fz="sm">{logTime(delivery.createdAt)}</Text>
        </Fact>
        <Fact label={T.attempts}>
          <Text fz="sm">{delivery.attempts}</Text>
        </Fact>
        {delivery.status === 'pending' && delivery.nextAttemptAt ? (
          <Fact label={T.nextAttempt}>
            <Text fz="sm">{logTime(delivery.nextAttemptAt)}</Text>
          </Fact>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * 'Replay': the event again under the same webhook-id, at once. Also while the delivery is pending: it starts the
 * schedule over now instead of waiting hours for the next retry (the server supports it). Busy while the request runs.
 */
function ReplayButton({ ownerId, delivery }: { ownerId: string; delivery: Delivery }) {
  const replay = useReplayDelivery(ownerId);
  return (
    <Stack gap={4} align="flex-end" maw={320}>
      <Button
        leftSection={<IconRepeat size={16} />}
        loading={replay.isPending}
        onClick={() =>
          replay.mutate(delivery.id, {
            onSuccess: () => notifySuccess(WEBHOOK_MESSAGES.replayed),
            onError: (error) => notifyApiError(error, T.replayFailed),
          })
        }
      >
        {T.replay}
      </Button>
      <Text fz="xs" c="dimmed" ta="right">
        {delivery.status === 'pending' ? T.replayPendingHint : T.replayHint}
      </Text>
    </Stack>
  );
}

/**
 * A webhook log (developer-zone/logs/{id}, content-management 2.8): the event, its status and where it went, the
 * payload as sent and every attempt newest first, with Replay. The query polls while the delivery is pending
 * (api.ts), so a replay's attempts appear as they happen. Another owner's or an unknown log is the not-found view.
 */
export function DeliveryDetail({ ownerId, username, deliveryId }: { ownerId: string; username: string; deliveryId: string }) {
  const result = useQuery(deliveryQuery(ownerId, deliveryId));
  const notFound = isApiError(result.error) && result.error.status === 404;
  useDocumentTitle(notFound ? T.notFound : T.documentTitle);

  const back = (
    <ButtonLink to="/manage/$username/developer-zone" params={{ username }} variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0}>
      {T.back}
    </ButtonLink>
  );
  if (notFound) return <NotFound message={T.notFound} />;
  const delivery = result.data?.delivery;
  if (!delivery) {
    return (
      <Stack gap="md" align="flex-start" maw={1200}>
        {back}
        {result.isError ? (
          <RetryAlert message={errorMessage(result.error, T.loadFailed)} onRetry={() => void result.refetch()} />
        ) : (
          <Stack gap="md" w="100%" aria-busy>
            <Skeleton h={40} w="40%" radius="md" />
            <Skeleton h={140} radius="lg" />
            <Skeleton h={240} radius="lg" />
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={1200} data-testid="delivery-page">
      <Group>{back}</Group>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 26 }} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {delivery.eventName}
          </Title>
          <DeliveryStatusBadge status={delivery.status} test={delivery.test} />
        </Stack>
        <ReplayButton ownerId={ownerId} delivery={delivery} />
      </Group>
      <Facts delivery={delivery} />
      <PayloadView payload={delivery.payload} />
      <AttemptsList attempts={delivery.attemptLog} />
    </Stack>
  );
}
