import { Alert, Box, Button, Container, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import type { PublicEvent } from '../../../contracts/events.ts';
import { useIsMobile } from '../../app/responsive.ts';
import { lazyWhenOpened } from '../../ui/lazy-when-opened.tsx';
import { CheckoutHeader } from './CheckoutHeader.tsx';
import { MobileSummaryBar, OrderSummaryLines } from './OrderSummaryPanel.tsx';
import type { SummaryEstimate } from './selection.ts';
import { StepIndicator, type StepDef } from './StepIndicator.tsx';
import type { CheckoutFlowKind, CheckoutStepKey } from './steps.ts';

// Shown when a step's time runs out: its modal loads then.
const TimesUpModal = lazyWhenOpened(
  () => import('./TimesUpModal.tsx').then((m) => m.TimesUpModal),
  (props) => props.opened,
);

/** The step's main button: Continue or Confirm; `softDisabled` looks disabled but stays clickable (aria-disabled). */
export interface PrimaryAction {
  label: string;
  disabled: boolean;
  softDisabled: boolean;
  hidden: boolean;
  onClick: () => void;
}

interface CheckoutLayoutProps {
  event: PublicEvent;
  flow: CheckoutFlowKind;
  msLeft: number | null;
  onClose: () => void;
  steps: StepDef[];
  step: CheckoutStepKey;
  /** The current step's content. */
  children: ReactNode;
  stepError: string | null;
  onDismissError: () => void;
  primary: PrimaryAction;
  /** Back to the previous step (none on the ticket step). */
  onBack: (() => void) | null;
  /** A step is being saved or paid: the main button spins, Back waits. */
  busy: boolean;
  /** Continue was tried while information is missing. */
  showMissing: boolean;
  summary: SummaryEstimate;
  /** A promo code chosen but not yet applied to the order. */
  pendingPromo: string | null;
  summaryOpen: boolean;
  onToggleSummary: () => void;
  timesUp: { opened: boolean; busy: boolean; onClose: () => void; onTryAgain: () => void };
}

/**
 * The checkout's page: the head with the timer, the step indicator, the organizer's banner, the step beside the
 * order summary (a bar at the bottom on phones), the step's buttons and error, and the Time's up modal.
 */
export function CheckoutLayout(props: CheckoutLayoutProps) {
  const { event, step, primary, onBack, busy, summary } = props;
  const isMobile = useIsMobile();

  const primaryButton = primary.hidden ? null : (
    <Button
      size={isMobile ? 'md' : 'lg'}
      radius="md"
      onClick={primary.onClick}
      disabled={primary.disabled}
      data-disabled={primary.softDisabled || undefined}
      aria-disabled={primary.softDisabled || undefined}
      loading={busy}
      miw={isMobile ? 130 : 180}
    >
      {primary.label}
    </Button>
  );

  const backButton = onBack ? (
    <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={busy}>
      {T.back}
    </Button>
  ) : null;

  return (
    <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }} pb={isMobile ? 120 : undefined}>
      <Stack gap="lg">
        <CheckoutHeader event={event} msLeft={props.msLeft} onClose={props.onClose} flow={props.flow} />
        <StepIndicator steps={props.steps} current={step} />
        {event.checkoutBannerMessage?.trim() && step === 'tickets' ? (
          <Alert color="violet" variant="light" icon={<IconInfoCircle />}>
            {event.checkoutBannerMessage}
          </Alert>
        ) : null}
        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              {props.children}
              {props.stepError ? (
                <Alert
                  color="red"
                  icon={<IconAlertCircle />}
                  role="alert"
                  withCloseButton
                  onClose={props.onDismissError}
                  closeButtonLabel={T.dismiss}
                >
                  {props.stepError}
                </Alert>
              ) : null}
              {isMobile ? (
                backButton ? (
                  <Group>{backButton}</Group>
                ) : null
              ) : (
                <Group justify={backButton ? 'space-between' : 'flex-end'}>
                  {backButton}
                  {primaryButton}
                </Group>
              )}
              {step === 'info' && props.showMissing ? (
                <Text fz="sm" c="red" ta={isMobile ? 'left' : 'right'} role="status">
                  {T.infoMissing}
                </Text>
              ) : null}
            </Stack>
          </Grid.Col>
          {!isMobile ? (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Box pos="sticky" top="calc(var(--ovation-header-height, 64px) + 16px)">
                <Paper withBorder radius="lg" p="lg" component="aside" aria-label={T.orderSummary}>
                  <Text fw={700} mb="sm">
                    {T.orderSummary}
                  </Text>
                  <OrderSummaryLines summary={summary} />
                  {props.pendingPromo ? (
                    <Text fz="xs" c="dimmed" mt="sm">
                      {T.codeAppliedOnContinue(props.pendingPromo)}
                    </Text>
                  ) : null}
                </Paper>
              </Box>
            </Grid.Col>
          ) : null}
        </Grid>
      </Stack>
      {isMobile ? <MobileSummaryBar summary={summary} open={props.summaryOpen} onToggle={props.onToggleSummary} action={primaryButton} /> : null}
      <TimesUpModal opened={props.timesUp.opened} busy={props.timesUp.busy} onClose={props.timesUp.onClose} onTryAgain={props.timesUp.onTryAgain} />
    </Container>
  );
}
