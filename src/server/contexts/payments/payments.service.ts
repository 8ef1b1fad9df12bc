import { and, eq } from 'drizzle-orm';
import { SANDBOX_LABEL, type CardErrorBody, type PaymentsConfigReply, type SandboxPayment, type TestCard } from '../../../contracts/payments.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { processedWebhooks } from '../../platform/db/schema/index.ts';
import type { Payment, PaymentProvider, ProviderEvent } from '../../platform/payments/provider.ts';
import { SandboxError, SandboxProvider } from '../../platform/payments/sandbox.ts';
import { TEST_CARDS, type CardInput } from '../../platform/payments/test-cards.ts';
import { notFound } from '../../platform/http/errors.ts';
import { recordProviderPayout } from '../payouts/index.ts';

export function paymentsConfig(config: Config, payments: PaymentProvider): PaymentsConfigReply {
  return {
    provider: payments.name,
    testMode: payments.testMode,
    label: payments.name === 'sandbox' ? SANDBOX_LABEL : null,
    publishableKey: payments.name === 'stripe' ? (config.stripe?.publishableKey ?? null) : null,
  };
}

/** The sandbox, or 404: the sandbox's own routes do not exist while Stripe takes the payments. */
export function sandboxOnly(payments: PaymentProvider): SandboxProvider {
  if (!(payments instanceof SandboxProvider)) throw notFound();
  return payments;
}

export function testCards(): TestCard[] {
  return Object.entries(TEST_CARDS).map(([number, { label, outcome }]) => ({
    number,
    label,
    outcome: outcome.kind,
    code: outcome.kind === 'declined' ? outcome.code : null,
    declineCode: outcome.kind === 'declined' ? (outcome.declineCode ?? null) : null,
    message: outcome.kind === 'declined' ? outcome.message : null,
  }));
}

export const TEST_CARDS_HINT = 'Use any future expiry date, any 3 digits for the CVC and any postal code.';

export function toSandboxPayment(p: Payment): SandboxPayment {
  return { id: p.id, amount: p.amount, currency: p.currency, status: p.status, lastError: p.lastError };
}

/** The card field a decline is about, for the card form (incorrect_zip sets its zip error flag). */
export const DECLINE_FIELD: Record<string, string> = { incorrect_zip: 'zip', incorrect_cvc: 'cvc', expired_card: 'expYear' };

export type ConfirmOutcome = { ok: true; payment: SandboxPayment } | { ok: false; status: 402 | 422; error: Omit<CardErrorBody, 'requestId'> };

/**
 * The sandbox's card confirmation, as a card provider's browser library answers it: the payment, or a card
 * error (402 declined, 422 invalid details or a payment that cannot be confirmed) with its code.
 */
export async function confirmSandboxCard(
  sandbox: SandboxProvider,
  paymentId: string,
  clientSecret: string,
  card: CardInput,
): Promise<ConfirmOutcome> {
  let payment: Payment;
  try {
    payment = await sandbox.confirmCard(paymentId, clientSecret, card);
  } catch (err) {
    if (!(err instanceof SandboxError)) throw err;
    if (err.code === 'resource_missing' || err.code === 'invalid_client_secret') throw notFound('No such payment');
    return {
      ok: false,
      status: 422,
      error: { code: err.code, message: err.message, ...(err.param ? { fieldErrors: { [err.param]: err.message } } : {}) },
    };
  }
  const declined = payment.status === 'requires_payment_method' ? payment.lastError : null;
  if (declined) {
    const field = DECLINE_FIELD[declined.code];
    return {
      ok: false,
      status: 402,
      error: {
        code: declined.code,
        message: declined.message,
        ...(declined.declineCode ? { declineCode: declined.declineCode } : {}),
        ...(field ? { fieldErrors: { [field]: declined.message } } : {}),
        payment: toSandboxPayment(payment),
      },
    };
  }
  return { ok: true, payment: toSandboxPayment(payment) };
}

/** Looking a payment up needs its client secret, as with a card provider's browser library. */
export async function retrieveSandboxPayment(sandbox: SandboxProvider, paymentId: string, clientSecret: string): Promise<SandboxPayment> {
  let payment: Payment;
  try {
    payment = await sandbox.retrievePayment(paymentId);
  } catch (err) {
    if (err instanceof SandboxError) throw notFound('No such payment');
    throw err;
  }
  if (payment.clientSecret !== clientSecret) throw notFound('No such payment');
  return toSandboxPayment(payment);
}

/**
 * A verified provider event, handled once. Payment events go to checkout's `handleProviderEvent`, which claims
 * the (provider, event id) pair in processed_webhooks itself (atomically, released when handling fails so the
 * provider's retry handles it again); a pair already recorded is acknowledged as a duplicate without calling it.
 * payout.paid is the payouts context's: claimed here the same way, then recorded for the account's owner.
 */
export async function receiveProviderEvent(
  db: Db,
  provider: string,
  event: ProviderEvent,
  handle: (event: ProviderEvent) => Promise<void>,
): Promise<{ duplicate: boolean }> {
  const key = and(eq(processedWebhooks.provider, provider), eq(processedWebhooks.eventId, event.id));
  if (event.type !== 'payout.paid') {
    const [seen] = await db.select({ id: processedWebhooks.eventId }).from(processedWebhooks).where(key).limit(1);
    if (seen) return { duplicate: true };
    await handle(event);
    return { duplicate: false };
  }
  const claimed = await db.insert(processedWebhooks).values({ provider, eventId: event.id }).onConflictDoNothing().returning();
  if (!claimed.length) return { duplicate: true };
  try {
    await recordProviderPayout(db, event);
  } catch (err) {
    await db.delete(processedWebhooks).where(key);
    throw err;
  }
  return { duplicate: false };
}
