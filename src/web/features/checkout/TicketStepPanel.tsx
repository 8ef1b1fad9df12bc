import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconTicketOff } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { MembershipDiscount, PublicEvent } from '../../../contracts/events.ts';
import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { CodeBox } from './CodeBox.tsx';
import { DonationBox } from './DonationBox.tsx';
import { MembershipBanner } from './MembershipBanner.tsx';
import { membershipBannerOf } from './benefits.ts';
import type { CheckoutTicket, Selection } from './selection.ts';
import { TicketSections } from './TicketStep.tsx';
import type { TicketStepController } from './useTicketStep.ts';

/** The seat map and its holds are their own chunk: events without a chart never load them. */
const SeatChartStep = lazy(() => import('../seating-map/SeatChartStep.tsx'));

/**
 * The ticket step: a notice when a reloaded order had ended, the ticket list (with each line's member benefit), the
 * donation, the code box and the membership banner. An event with a seat chart (seatsEventKey) shows the seat
 * chart step instead (buyer-side 2.7): the code box, the membership banner, the chart and the donation.
 */
export function TicketStepPanel({
  event,
  tickets,
  discounts,
  selection,
  guestFlow,
  promoCode,
  endedNotice,
  onDismissNotice,
  step,
  seatOccurrenceId,
}: {
  event: PublicEvent;
  tickets: CheckoutTicket[];
  /** The viewer's member benefits, as this checkout may use them. */
  discounts: MembershipDiscount[];
  selection: Selection;
  guestFlow: boolean;
  /** ?promoCode=: applied once when the step opens. */
  promoCode?: string;
  endedNotice: string | null;
  onDismissNotice: () => void;
  step: TicketStepController;
  /** The date whose seats the chart step shows (null until known). */
  seatOccurrenceId: string | null;
}) {
  const banner = membershipBannerOf(event, { guestFlow });
  const notice = endedNotice ? (
    <Alert color="orange" icon={<IconInfoCircle />} withCloseButton onClose={onDismissNotice}>
      {endedNotice}
    </Alert>
  ) : null;
  const donation =
    !guestFlow && event.donationEnabled ? (
      <DonationBox
        title={event.donationTitle}
        description={event.donationDescription}
        currency={event.currency}
        maximum={event.donationMaximum}
        suggested={event.donationSuggestedAmount}
        value={selection.donation}
        onChange={step.setDonation}
      />
    ) : null;
  const codes = !guestFlow ? (
    <CodeBox
      currency={event.currency}
      promo={selection.promo}
      secretCodes={selection.secretCodes}
      revealed={selection.revealed}
      initialCode={promoCode}
      onApply={step.applyCode}
      onRemove={step.removeCode}
    />
  ) : null;
  const membership = banner ? <MembershipBanner title={banner.title} description={banner.description} href={banner.href} /> : null;

  if (event.seatsEventKey && seatOccurrenceId) {
    return (
      <Stack gap="lg">
        {notice}
        {codes}
        {membership}
        <Suspense fallback={<Skeleton height={480} radius="md" />}>
          <SeatChartStep eventId={event.id} occurrenceId={seatOccurrenceId} codes={selection.secretCodes} bridge={step.seats} />
        </Suspense>
        {donation}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {notice}
      {tickets.length ? (
        <TicketSections
          tickets={tickets}
          selection={selection}
          guestFlow={guestFlow}
          discounts={discounts}
          lineErrors={step.lineErrors}
          onQuantity={step.setQuantity}
          onBenefit={step.setBenefit}
          onCustomPrice={step.setCustomPrice}
        />
      ) : (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Stack align="center" gap="xs">
            <IconTicketOff size={32} color="var(--mantine-color-gray-6)" />
            <Text fw={600}>{T.noTicketsOnSale}</Text>
            <Text fz="sm" c="dimmed">
              {event.codesAvailableInPerson || event.codesAvailableOnline ? T.haveACode : T.checkBackLater}
            </Text>
          </Stack>
        </Paper>
      )}
      {donation}
      {codes}
      {membership}
    </Stack>
  );
}
