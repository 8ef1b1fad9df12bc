import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconTicketOff } from '@tabler/icons-react';
import type { MembershipDiscount, PublicEvent } from '../../../contracts/events.ts';
import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { CodeBox } from './CodeBox.tsx';
import { DonationBox } from './DonationBox.tsx';
import { MembershipBanner } from './MembershipBanner.tsx';
import { membershipBannerOf } from './benefits.ts';
import type { CheckoutTicket, Selection } from './selection.ts';
import { TicketSections } from './TicketStep.tsx';
import type { TicketStepController } from './useTicketStep.ts';

/**
 * The ticket step: a notice when a reloaded order had ended, the ticket list (with each line's member benefit), the
 * donation, the code box and the membership banner.
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
}) {
  const banner = membershipBannerOf(event, { guestFlow });
  return (
    <Stack gap="lg">
      {endedNotice ? (
        <Alert color="orange" icon={<IconInfoCircle />} withCloseButton onClose={onDismissNotice}>
          {endedNotice}
        </Alert>
      ) : null}
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
      {!guestFlow && event.donationEnabled ? (
        <DonationBox
          title={event.donationTitle}
          description={event.donationDescription}
          currency={event.currency}
          maximum={event.donationMaximum}
          suggested={event.donationSuggestedAmount}
          value={selection.donation}
          onChange={step.setDonation}
        />
      ) : null}
      {!guestFlow ? (
        <CodeBox
          currency={event.currency}
          promo={selection.promo}
          secretCodes={selection.secretCodes}
          revealed={selection.revealed}
          initialCode={promoCode}
          onApply={step.applyCode}
          onRemove={step.removeCode}
        />
      ) : null}
      {banner ? <MembershipBanner title={banner.title} description={banner.description} href={banner.href} /> : null}
    </Stack>
  );
}
