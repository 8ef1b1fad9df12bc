import { Anchor, Badge, Container, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PROFILE_MESSAGES } from '../../../contracts/profiles-public.messages.ts';
import { SANDBOX_SUBSCRIPTION_TEXTS as S } from '../../../contracts/memberships.messages.ts';
import { redirectTarget } from '../../app/search-params.ts';
import { FullPageLoading } from '../../ui/FullPageLoading.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { paymentsConfigQuery } from '../checkout/index.ts';
import { sandboxSubscriptionQuery } from './api.ts';
import { withResult } from './membership-view.ts';
import { SubscriptionCheckout } from './SubscriptionCheckout.tsx';
import { SubscriptionManage } from './SubscriptionManage.tsx';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';

/** How long a paid first payment may take to start the membership before the page goes back anyway. */
const ACTIVATION_WAIT_MS = 30_000;

/**
 * /sandbox/memberships/:id, where the sandbox sends the subscribe and manage form posts (content-management 7):
 * while pending, the summary and the checkout's sandbox card form; once paid, it waits for the membership to start
 * and goes back to the membership page with its success message. Afterwards, the manage view.
 */
export function SandboxSubscriptionPage({ id }: { id: string }) {
  const [activating, setActivating] = useState(false);
  const query = useQuery(sandboxSubscriptionQuery(id, activating));
  const config = useQuery(paymentsConfigQuery);
  const navigate = useNavigate();
  const view = query.data;
  const pending = view?.status === 'pending';
  useDocumentTitle(view ? (pending ? S.checkoutTitle : S.manageTitle) : null);

  const started = activating && view !== undefined && !pending;
  const returnTo = view?.returnTo;
  const tierName = view?.tier.name;
  useEffect(() => {
    if (started && returnTo && tierName) void navigate({ href: withResult(returnTo, 'success_message', S.subscribed(tierName)), replace: true });
  }, [started, returnTo, tierName, navigate]);
  useEffect(() => {
    if (!activating || !returnTo) return;
    const timer = setTimeout(
      () => void navigate({ href: withResult(returnTo, 'success_message', S.stillProcessing), replace: true }),
      ACTIVATION_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, [activating, returnTo, navigate]);

  if (query.isPending || config.isPending) return <FullPageLoading />;
  if (query.isError || config.isError) {
    return (
      <Container size="sm" py={64}>
        <RetryAlert message={PROFILE_MESSAGES.loadError} onRetry={() => void Promise.all([query.refetch(), config.refetch()])} />
      </Container>
    );
  }
  if (!view || !config.data) return null;
  const back = redirectTarget(view.returnTo);

  return (
    <Container size="sm" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor
            href={back}
            onClick={(e) => {
              e.preventDefault();
              void navigate({ href: back });
            }}
            fz="sm"
            fw={600}
          >
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {S.backTo(view.owner.name)}
            </Group>
          </Anchor>
          {/* While pending, the card form carries the sandbox label. */}
          {!pending && config.data.testMode && config.data.label ? (
            <Badge color="yellow" variant="light" leftSection={<IconFlask size={12} />} tt="none">
              {config.data.label}
            </Badge>
          ) : null}
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {pending ? S.checkoutTitle : S.manageTitle}
        </Title>
        <SubscriptionSummary view={view} />
        {pending ? (
          <SubscriptionCheckout view={view} config={config.data} activating={activating} onPaid={() => setActivating(true)} />
        ) : (
          <SubscriptionManage view={view} config={config.data} />
        )}
      </Stack>
    </Container>
  );
}
