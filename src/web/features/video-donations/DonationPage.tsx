import { Alert, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconHeartHandshake } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CHECKOUT_PAGE_TEXTS } from '../../../contracts/checkout.messages.ts';
import { DONATION_TEXTS as D, WATCH_TEXTS as W } from '../../../contracts/videos.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { FullPageLoading } from '../../ui/FullPageLoading.tsx';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { paymentsConfigQuery, type PaymentsConfigReply, type CardFormHandle, CardForm } from '../checkout/index.ts';
import { donationQuery, type DonationView } from './api.ts';

/**
 * /donations/:orderId, the donor's pay page: the checkout's card form (the sandbox's, or Stripe's Payment Element)
 * confirms the donation's payment; the page then waits for the order to complete and thanks the donor.
 */
export function DonationPage({ id }: { id: string }) {
  const [paid, setPaid] = useState(false);
  const settlingIn = (view: DonationView | undefined) => view?.state === 'processing' || (paid && view?.state === 'awaiting_payment');
  // Polled every second while the payment settles.
  const query = useQuery({ ...donationQuery(id), refetchInterval: (q) => (settlingIn(q.state.data) ? 1000 : false) });
  const settling = settlingIn(query.data);
  const config = useQuery(paymentsConfigQuery);
  useDocumentTitle(D.pageTitle);

  if (query.isPending || config.isPending) return <FullPageLoading />;
  if (query.isError || config.isError) {
    return (
      <Container size="sm" py={64}>
        <RetryAlert message={D.loadFailed} onRetry={() => void Promise.all([query.refetch(), config.refetch()])} />
      </Container>
    );
  }
  const view = query.data;
  return (
    <Container size="sm" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackToVideo videoId={view.video.id} />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {view.state === 'completed' ? W.donationThanks : D.pageTitle}
        </Title>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
              <IconHeartHandshake size={20} />
            </ThemeIcon>
            <Text fw={500}>{D.summary(formatMoney(view.amount, view.currency), view.ownerName, view.video.title)}</Text>
          </Group>
        </Paper>
        <DonationState
          view={view}
          config={config.data}
          settling={settling}
          onPaid={() => {
            setPaid(true);
            void query.refetch();
          }}
        />
      </Stack>
    </Container>
  );
}

function DonationState({
  view,
  config,
  settling,
  onPaid,
}: {
  view: DonationView;
  config: PaymentsConfigReply;
  settling: boolean;
  onPaid: () => void;
}) {
  if (view.state === 'completed') return <BackToVideo videoId={view.video.id} button />;
  if (view.state === 'closed') {
    return (
      <Stack gap="md">
        <Alert color="gray" icon={<IconAlertCircle />} role="status">
          {D.closed}
        </Alert>
        <BackToVideo videoId={view.video.id} button />
      </Stack>
    );
  }
  if (settling || !view.payment) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle />} role="status">
        {D.processing}
      </Alert>
    );
  }
  return <PayWithCard view={view} payment={view.payment} config={config} onPaid={onPaid} />;
}

function PayWithCard({
  view,
  payment,
  config,
  onPaid,
}: {
  view: DonationView;
  payment: NonNullable<DonationView['payment']>;
  config: PaymentsConfigReply;
  onPaid: () => void;
}) {
  const card = useRef<CardFormHandle>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  const pay = async () => {
    if (!card.current) return;
    setPaying(true);
    setError(null);
    // Stripe.js throws (rather than answers) on integration errors: the donor must not be left waiting.
    const outcome = await card.current.pay().catch((): null => null);
    setPaying(false);
    // The card forms show invalid details and errors themselves; a decline is the page's to say (another card may pay).
    if (!outcome) setError(CHECKOUT_PAGE_TEXTS.confirmPaymentFailed);
    else if (outcome.kind === 'paid') onPaid();
    else if (outcome.kind === 'declined') setError(outcome.message);
  };

  return (
    <Stack gap="md">
      <CardForm
        config={config}
        paymentId={payment.id}
        clientSecret={payment.clientSecret}
        // Stripe comes back here from payment methods that leave the site; the page then reads the outcome.
        returnUrl={window.location.href}
        handle={card}
        disabled={paying}
        onUnavailable={() => setUnavailable(true)}
      />
      {error ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {error}
        </Alert>
      ) : null}
      <Button size="md" radius="md" onClick={() => void pay()} loading={paying} disabled={unavailable}>
        {D.pay(formatMoney(view.amount, view.currency))}
      </Button>
    </Stack>
  );
}

/** The way back to the video's player page (/watch/:id). */
function BackToVideo({ videoId, button = false }: { videoId: string; button?: boolean }) {
  if (button) {
    return (
      <ButtonLink to="/watch/$id" params={{ id: videoId }} variant="light" w="fit-content">
        {D.backToVideo}
      </ButtonLink>
    );
  }
  return (
    <AnchorLink to="/watch/$id" params={{ id: videoId }} fz="sm" fw={600} w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {D.backToVideo}
      </Group>
    </AnchorLink>
  );
}
