import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { CHECKOUT_PAGE_TEXTS, THANK_YOU_TEXTS as T } from '../../../../contracts/checkout.messages.ts';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import type { OrderSummary } from '../api.ts';

/** The fallback support address when the organizer has none (buyer-side 9: value not shown; docs/decisions/). */
export const FALLBACK_SUPPORT_EMAIL = 'support@ovation.events';

/**
 * The failed view (buyer-side 2.8): 'We’re sorry. Your payment attempt didn't go through.', the card's own
 * message when it was declined here, Try Again (reopens the event page) and the support line.
 */
export function FailedView({ summary, declineMessage }: { summary: OrderSummary; declineMessage: string | null }) {
  const email = summary.owner.supportEmail?.trim() || FALLBACK_SUPPORT_EMAIL;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} mt={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={72} radius="xl" color="red" variant="light">
          <IconCreditCardOff size={40} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 28 }} maw={520}>
          {CHECKOUT_MESSAGES.paymentFailed}
        </Title>
        {declineMessage ? (
          <Text c="red" fw={500} role="alert">
            {declineMessage}
          </Text>
        ) : null}
        <Text c="dimmed" maw={460}>
          {T.notBooked(summary.course.name)}
        </Text>
        <ButtonLink to="/event/$eventId" params={{ eventId: summary.eventId }} size="md" radius="md">
          {CHECKOUT_PAGE_TEXTS.tryAgain}
        </ButtonLink>
        <Text fz="sm" c="dimmed">
          {T.needHelp}{' '}
          <Anchor inherit href={`mailto:${email}`}>
            {email}
          </Anchor>
          .
        </Text>
      </Stack>
    </Paper>
  );
}
