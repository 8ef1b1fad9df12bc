import { Alert, Anchor, Badge, Box, Button, Collapse, Paper, SimpleGrid, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCreditCard, IconFlask, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useImperativeHandle, useState, type Ref } from 'react';
import { CARD_FORM_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { CARD_ERROR_MESSAGES } from '../../../contracts/payments.messages.ts';
import { SHARED_TEXTS } from '../../../contracts/tickets.messages.ts';
import { isApiError } from '../../app/http.ts';
import type { SandboxConfirmBody } from '../../../contracts/payments.ts';
import { confirmSandboxPayment, testCardsQuery, type PaymentsConfigReply } from './api.ts';
import {
  cardFieldOf,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  type CardField,
  type CardFormHandle,
  type CardOutcome,
  type CardState,
  type SettlePayment,
} from './card.ts';
import { CardFormLoading, CardUnavailable } from './CardFormStatus.tsx';
import { CARD_PANEL, PaymentPanel } from './PaymentPanel.tsx';

/** Stripe.js and Elements load only when the site takes cards through Stripe, never on a first load. */
const StripeCardForm = lazy(() =>
  import('./StripeCardForm.tsx').catch(() => ({
    default: (p: { onUnavailable?: () => void }) => <CardUnavailable reason="not-loaded" onShown={p.onUnavailable} />,
  })),
);

const EMPTY: CardState = { number: '', expiry: '', cvc: '', zip: '' };

interface CardFormProps {
  config: PaymentsConfigReply;
  paymentId: string;
  clientSecret: string;
  /** Absolute URL of the thank-you page (Stripe returns there from payment methods that redirect). */
  returnUrl: string;
  handle: Ref<CardFormHandle>;
  disabled: boolean;
  /** Express checkout (Apple Pay, Google Pay, Link) above the card form; Stripe only, the buyer's checkout only. */
  onExpressPay?: SettlePayment;
  /** The card form cannot be shown (Stripe not set up, or Stripe.js did not load): nothing can be confirmed. */
  onUnavailable?: () => void;
}

/** The Payment step's card form: Stripe's Payment Element when Stripe is configured, else the sandbox's own form. */
export function CardForm({ config, clientSecret, returnUrl, handle, disabled, onExpressPay, onUnavailable, paymentId }: CardFormProps) {
  if (config.provider === 'sandbox') {
    const submit = (card: SandboxCard) => confirmSandboxPayment(paymentId, { clientSecret, card });
    return <SandboxCardForm config={config} submit={submit} handle={handle} disabled={disabled} />;
  }
  if (!config.publishableKey) return <CardUnavailable reason="not-set-up" onShown={onUnavailable} />;
  return (
    <Suspense fallback={<CardFormLoading />}>
      <StripeCardForm
        publishableKey={config.publishableKey}
        clientSecret={clientSecret}
        returnUrl={returnUrl}
        handle={handle}
        disabled={disabled}
        onExpressPay={onExpressPay}
        onUnavailable={onUnavailable}
      />
    </Suspense>
  );
}

export type SandboxCard = SandboxConfirmBody['card'];

/**
 * The card form of the sandbox provider (buyer-side 2.7 Payment, 4 Card confirmation): number, expiry, CVC and
 * ZIP, sent by `submit` (the checkout confirms its payment through POST /api/v1/sandbox/payments/:id/confirm with
 * the order's client secret; a membership's card change posts the card to its own endpoint). Invalid details show
 * on their field, an incorrect ZIP sets the ZIP error, a decline ends the attempt. The sandbox label and its test
 * cards are shown.
 */
export function SandboxCardForm({
  config,
  submit,
  handle,
  disabled,
}: Pick<CardFormProps, 'config' | 'handle' | 'disabled'> & { submit: (card: SandboxCard) => Promise<unknown> }) {
  const [card, setCard] = useState<CardState>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [showCards, setShowCards] = useState(false);
  const cards = useQuery(testCardsQuery);

  const set = (field: CardField, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };

  useImperativeHandle(handle, () => ({
    pay: async (): Promise<CardOutcome> => {
      const local: Partial<Record<CardField, string>> = {};
      const digits = card.number.replace(/\D/g, '');
      if (digits.length < 12) local.number = T.numberIncomplete;
      const expiry = parseExpiry(card.expiry);
      if (!expiry) local.expiry = T.expiryIncomplete;
      if (!/^\d{3,4}$/.test(card.cvc.trim())) local.cvc = T.cvcIncomplete;
      if (!card.zip.trim()) local.zip = CARD_ERROR_MESSAGES.incompleteZip;
      if (Object.keys(local).length || !expiry) {
        setErrors(local);
        return { kind: 'invalid' };
      }
      try {
        await submit({ number: digits, expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc.trim(), zip: card.zip.trim() });
        return { kind: 'paid' };
      } catch (e) {
        if (!isApiError(e)) return { kind: 'error', message: SHARED_TEXTS.somethingWentWrong };
        // An incorrect ZIP sets the ZIP error; invalid details show on their field (the buyer corrects them).
        if (e.code === 'incorrect_zip') {
          setErrors({ zip: e.message });
          return { kind: 'invalid' };
        }
        const fieldEntries = Object.entries(e.fieldErrors);
        if (e.status === 422 && fieldEntries.length) {
          const mapped: Partial<Record<CardField, string>> = {};
          for (const [key, message] of fieldEntries) mapped[cardFieldOf(key)] = message;
          setErrors(mapped);
          return { kind: 'invalid' };
        }
        if (e.status === 402) return { kind: 'declined', message: e.message };
        setFormError(e.message);
        return { kind: 'error', message: e.message };
      }
    },
  }));

  return (
    <Stack gap="md">
      <PaymentPanel
        icon={<IconCreditCard size={20} />}
        {...CARD_PANEL}
        badge={
          config.testMode && config.label ? (
            <Badge color="yellow" variant="light" leftSection={<IconFlask size={12} />} style={{ textTransform: 'none' }}>
              {config.label}
            </Badge>
          ) : null
        }
      >
        <TextInput
          id="checkout-card-number"
          label={T.cardNumber}
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          onChange={(e) => set('number', formatCardNumber(e.currentTarget.value))}
          error={errors.number}
          disabled={disabled}
          rightSection={<IconLock size={16} color="var(--mantine-color-gray-6)" />}
        />
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <TextInput
            id="checkout-card-expiry"
            label={T.expiry}
            placeholder={T.expiryPlaceholder}
            inputMode="numeric"
            autoComplete="cc-exp"
            value={card.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.currentTarget.value, card.expiry))}
            error={errors.expiry}
            disabled={disabled}
          />
          <TextInput
            id="checkout-card-cvc"
            label={T.cvc}
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => set('cvc', e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
            error={errors.cvc}
            disabled={disabled}
          />
          <TextInput
            id="checkout-card-zip"
            label={T.zip}
            placeholder="12345"
            autoComplete="postal-code"
            maxLength={10}
            value={card.zip}
            onChange={(e) => set('zip', e.currentTarget.value.slice(0, 10))}
            error={errors.zip}
            disabled={disabled}
          />
        </SimpleGrid>
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {formError}
          </Alert>
        ) : null}
      </PaymentPanel>

      <Box>
        <Anchor
          component="button"
          type="button"
          fz="sm"
          onClick={() => setShowCards((v) => !v)}
          aria-expanded={showCards}
          aria-controls="checkout-test-cards"
        >
          {showCards ? T.hideTestCards : T.showTestCards}
        </Anchor>
        <Collapse expanded={showCards}>
          <Paper id="checkout-test-cards" withBorder radius="md" p="sm" mt="xs" bg="yellow.0">
            <Stack gap="xs">
              <Text fz="sm">{cards.data?.hint ?? T.testCardsHint}</Text>
              {cards.isError ? (
                <Text fz="sm" c="red">
                  {T.testCardsFailed}
                </Text>
              ) : null}
              <Box style={{ overflowX: 'auto' }}>
                <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th p={0}>
                        <VisuallyHidden>{T.testCardColumn}</VisuallyHidden>
                      </Table.Th>
                      <Table.Th p={0}>
                        <VisuallyHidden>{T.testCardAction}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {(cards.data?.cards ?? []).map((c) => (
                      <Table.Tr key={c.number}>
                        <Table.Td>
                          <Text fz="sm" style={{ whiteSpace: 'nowrap', fontFamily: 'var(--mantine-font-family-monospace)' }}>
                            {formatCardNumber(c.number)}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {c.label}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Button
                            size="compact-xs"
                            variant="light"
                            disabled={disabled}
                            aria-label={T.testCardLabel(c.label)}
                            onClick={() => {
                              const next = new Date();
                              const yy = String((next.getFullYear() + 3) % 100).padStart(2, '0');
                              setCard((cur) => ({
                                number: formatCardNumber(c.number),
                                expiry: cur.expiry || `12 / ${yy}`,
                                cvc: cur.cvc || '123',
                                zip: cur.zip || '12345',
                              }));
                              setErrors({});
                              setFormError(null);
                            }}
                          >
                            {T.use}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
            </Stack>
          </Paper>
        </Collapse>
      </Box>
    </Stack>
  );
}
