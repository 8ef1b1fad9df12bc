import { systemClock, type Clock } from '../clock.ts';
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sandboxPayments, sandboxRefunds, sandboxSavedCards } from '../db/schema/index.ts';
import { outsideAdminAct } from '../access/admin-acts.ts';
import { CARD_ERROR_MESSAGES } from '../../../contracts/payments.ts';
import {
  PaymentProviderError,
  isWellFormedPairingCode,
  type LocationInput,
  type Payment,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderEvent,
  type Reader,
  type RecurringCharges,
  type SavedCard,
} from './provider.ts';
import { PROCESSING_MS, cardIssue, cardOutcome, cardSaves, type CardInput, type CardOutcome } from './test-cards.ts';

type Row = typeof sandboxPayments.$inferSelect;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const lastFour = (number: string) => number.replace(/\s+/g, '').slice(-4);

function toPayment(row: Row): Payment {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentStatus,
    lastError: row.lastError ?? null,
    metadata: row.metadata,
    savedCard: row.savedCardId ? { id: row.savedCardId, last4: row.cardLast4 } : null,
  };
}

/** A sandbox failure; `param` names the card field an invalid card detail concerns. */
export class SandboxError extends PaymentProviderError {
  constructor(
    code: string,
    message: string,
    declineCode?: string,
    readonly param?: 'number' | 'expMonth' | 'expYear' | 'cvc' | 'zip',
  ) {
    super(code, message, declineCode);
  }
}

/**
 * Called when a payment changes, as a real provider's webhook would, inside the transaction of the change (so the
 * event is queued exactly when the change commits); `delayMs` defers the delivery.
 */
export type SandboxEventSink = (event: ProviderEvent, tx: Tx, delayMs?: number) => Promise<void>;

/** The events a change to `status` sends: a processing payment also sends itself a reminder to settle. */
function eventsFor(status: string | undefined, row: Row): { event: ProviderEvent; delayMs?: number }[] {
  const paymentId = row.id;
  if (status === 'succeeded') return [{ event: { id: id('evt'), type: 'payment.succeeded', paymentId, raw: row } }];
  if (status === 'requires_payment_method') return [{ event: { id: id('evt'), type: 'payment.failed', paymentId, raw: row } }];
  if (status === 'processing') {
    // Settles when looked at after PROCESSING_MS; the deferred event makes sure somebody looks.
    return [
      { event: { id: id('evt'), type: 'payment.processing', paymentId, raw: row } },
      { event: { id: id('evt'), type: 'other', paymentId, raw: { settle: true } }, delayMs: PROCESSING_MS },
    ];
  }
  return [];
}

/**
 * A deterministic fault switch for tests of what calls the provider (a mass refund): the first refund attempt of
 * `refundFaultPercent` % of idempotency keys fails, chosen by the key's digest, so a run is the same every time.
 * Half of them are refused before any money moves ('processing_error'); the other half refund and then lose the
 * reply ('api_connection_error'), the case where only the same key retried is safe.
 */
export interface SandboxFaults {
  refundFaultPercent: number;
}

type RefundFault = 'refused' | 'reply_lost' | null;

function refundFaultOf(key: string, percent: number): RefundFault {
  const digest = createHash('sha256').update(key).digest();
  if (digest.readUInt16BE(0) % 100 >= percent) return null;
  return digest[2]! % 2 === 0 ? 'refused' : 'reply_lost';
}

/**
 * The built-in test-mode provider: payments live in the database (sandbox_payments) so that every process sees
 * them; cards follow the test numbers of test-cards.ts; readers pair with any code; every account is connected
 * at once. No real money moves.
 */
export class SandboxProvider implements PaymentProvider, RecurringCharges {
  readonly name = 'sandbox' as const;
  readonly testMode = true;

  constructor(
    private readonly db: Db,
    private readonly emit: SandboxEventSink,
    /** When a processing payment settles (tests move a test clock instead of waiting). */
    private readonly clock: Clock = systemClock,
    private readonly faults: SandboxFaults = { refundFaultPercent: 0 },
  ) {}

  /** Keys whose first refund attempt already met its fault (this instance's memory: a new process faults anew). */
  private readonly faulted = new Set<string>();

  private async load(paymentId: string): Promise<Row> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).limit(1);
    if (!row) throw new SandboxError('resource_missing', 'No such payment');
    // A processing payment settles after PROCESSING_MS, whoever looks first.
    if (row.status === 'processing' && this.clock.now().getTime() - row.updatedAt.getTime() >= PROCESSING_MS) {
      return this.update(row.id, { status: 'succeeded' }, 'processing');
    }
    return row;
  }

  /** Updates a payment, optionally only from an expected status (so racing callers settle it once). */
  private async update(paymentId: string, set: Partial<Row>, from?: string): Promise<Row> {
    const where = from ? sql`${sandboxPayments.id} = ${paymentId} and ${sandboxPayments.status} = ${from}` : eq(sandboxPayments.id, paymentId);
    const row = await outsideAdminAct(() =>
      this.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(sandboxPayments)
          .set({ ...set, updatedAt: this.clock.now() })
          .where(where)
          .returning();
        if (updated) for (const e of eventsFor(set.status, updated)) await this.emit(e.event, tx, e.delayMs);
        return updated;
      }),
    );
    if (row) return row;
    const [current] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).limit(1);
    if (!current) throw new SandboxError('resource_missing', 'No such payment');
    return current;
  }

  async createPayment(input: Parameters<PaymentProvider['createPayment']>[0]): Promise<Payment> {
    const paymentId = `pi_sandbox_${input.idempotencyKey.replace(/[^a-zA-Z0-9]/g, '')}`;
    const [row] = await this.db
      .insert(sandboxPayments)
      .values({
        id: paymentId,
        clientSecret: `${paymentId}_secret_${randomBytes(8).toString('hex')}`,
        accountId: input.accountId,
        amount: input.amount,
        currency: input.currency,
        applicationFee: input.applicationFee,
        status: 'requires_payment_method',
        metadata: input.metadata,
        saveCard: input.saveCard ?? false,
      })
      .onConflictDoNothing()
      .returning();
    return toPayment(row ?? (await this.load(paymentId)));
  }

  retrievePayment = async (paymentId: string) => toPayment(await this.load(paymentId));

  async cancelPayment(paymentId: string): Promise<Payment> {
    const row = await this.load(paymentId);
    if (row.status === 'succeeded') throw new SandboxError('payment_intent_unexpected_state', 'A succeeded payment cannot be canceled');
    return toPayment(await this.update(paymentId, { status: 'canceled', readerId: null }));
  }

  /**
   * Refunds a succeeded payment, all of what is left or `amount`. With an idempotency key, a key seen before answers
   * its first refund and moves nothing (the key's row and the payment's refunded amount are one transaction).
   */
  async refund(paymentId: string, amount?: number, idempotencyKey?: string): Promise<{ id: string; amount: number }> {
    if (idempotencyKey) {
      const [known] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey)).limit(1);
      if (known) return { id: known.id, amount: known.amount };
    }
    const fault = idempotencyKey && !this.faulted.has(idempotencyKey) ? refundFaultOf(idempotencyKey, this.faults.refundFaultPercent) : null;
    if (fault) this.faulted.add(idempotencyKey!);
    if (fault === 'refused') throw new SandboxError('processing_error', 'The refund could not be processed (sandbox fault)');
    const row = await this.load(paymentId);
    if (row.status !== 'succeeded') throw new SandboxError('charge_not_refundable', 'Only a succeeded payment can be refunded');
    const refundable = row.amount - row.refundedAmount;
    const value = Math.min(amount ?? refundable, refundable);
    if (value <= 0) throw new SandboxError('charge_already_refunded', 'This payment has already been refunded');
    const refund = { id: id('re'), amount: value };
    const made = await outsideAdminAct(() =>
      this.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(sandboxRefunds)
          .values({ ...refund, paymentId, idempotencyKey: idempotencyKey ?? null })
          .onConflictDoNothing()
          .returning({ id: sandboxRefunds.id });
        if (!inserted) return false;
        await tx
          .update(sandboxPayments)
          .set({ refundedAmount: sql`${sandboxPayments.refundedAmount} + ${value}`, updatedAt: this.clock.now() })
          .where(eq(sandboxPayments.id, paymentId));
        return true;
      }),
    );
    // A racing call with the same key won: answer its refund.
    if (!made) return this.refund(paymentId, amount, idempotencyKey);
    if (fault === 'reply_lost') throw new SandboxError('api_connection_error', 'The refund reply was lost (sandbox fault)');
    return refund;
  }

  /** The browser's card confirmation (what a provider's client library does), checked against the test cards. */
  async confirmCard(paymentId: string, clientSecret: string, card: CardInput): Promise<Payment> {
    const row = await this.load(paymentId);
    if (row.clientSecret !== clientSecret) throw new SandboxError('invalid_client_secret', CARD_ERROR_MESSAGES.clientSecretMismatch);
    if (row.status === 'succeeded' || row.status === 'processing') return toPayment(row);
    if (row.status === 'canceled') throw new SandboxError('payment_intent_unexpected_state', CARD_ERROR_MESSAGES.canceled);
    const issue = cardIssue(card);
    if (issue) throw new SandboxError(issue.code, issue.message, undefined, issue.param);
    const outcome = cardOutcome(card.number);
    // A payment that keeps its card (a membership's first period) keeps the one that pays it.
    const saved = row.saveCard && outcome.kind !== 'declined' ? await this.keepCard(card) : null;
    return toPayment(await this.settle(row, outcome, lastFour(card.number), saved?.id ?? null));
  }

  /**
   * Keeps a card for later charges (a membership's card change): invalid details throw with the field's `param`,
   * a card that would be declined throws its decline (no `param`), unless it is the test card that saves.
   */
  async saveCard(card: CardInput): Promise<SavedCard> {
    const issue = cardIssue(card);
    if (issue) throw new SandboxError(issue.code, issue.message, undefined, issue.param);
    const outcome = cardOutcome(card.number);
    if (!cardSaves(card.number) && outcome.kind === 'declined') throw new SandboxError(outcome.code, outcome.message, outcome.declineCode);
    return this.keepCard(card);
  }

  async chargeSavedCard(paymentId: string, cardId: string): Promise<Payment> {
    const row = await this.load(paymentId);
    if (row.status === 'succeeded' || row.status === 'processing') return toPayment(row);
    if (row.status === 'canceled') throw new SandboxError('payment_intent_unexpected_state', CARD_ERROR_MESSAGES.canceled);
    const [card] = await this.db.select().from(sandboxSavedCards).where(eq(sandboxSavedCards.id, cardId)).limit(1);
    if (!card) throw new SandboxError('resource_missing', 'No such payment method');
    return toPayment(await this.settle(row, card.outcome, card.last4, card.id));
  }

  /** Only what a charge needs is kept: the last four digits and the test card's outcome. */
  private async keepCard(card: CardInput): Promise<SavedCard> {
    const [row] = await this.db
      .insert(sandboxSavedCards)
      .values({ id: id('pm_sandbox'), last4: lastFour(card.number), outcome: cardOutcome(card.number) })
      .returning();
    return { id: row!.id, last4: row!.last4 };
  }

  /** A card's outcome applied to a payment waiting for one: declined (may be tried again), processing or succeeded. */
  private settle(row: Row, outcome: CardOutcome, last4: string, savedCardId: string | null): Promise<Row> {
    const card = { cardLast4: last4, ...(savedCardId ? { savedCardId } : {}) };
    if (outcome.kind === 'declined') {
      const lastError = { code: outcome.code, message: outcome.message, declineCode: outcome.declineCode };
      return this.update(row.id, { status: 'requires_payment_method', lastError, ...card });
    }
    return this.update(row.id, { status: outcome.kind, lastError: null, ...card }, row.status);
  }

  /** Sandbox webhooks are delivered by our own queue; there is no signature to check. */
  parseWebhook(rawBody: Buffer): ProviderEvent {
    return JSON.parse(rawBody.toString('utf8')) as ProviderEvent;
  }

  /** Every account is connected at once: no onboarding. */
  async createAccount(owner: { id: string }) {
    return { accountId: `acct_sandbox_${owner.id.replace(/-/g, '').slice(0, 16)}`, onboardingUrl: null };
  }

  async onboardingUrl(): Promise<string | null> {
    return null;
  }

  async createLocation(_accountId: string, _location: LocationInput) {
    return { id: id('tml_sandbox') };
  }

  /** Simulated readers pair with any well-formed pairing code. */
  async registerReader(_accountId: string, input: { name: string; pairingCode: string; locationId: string }): Promise<Reader> {
    if (!isWellFormedPairingCode(input.pairingCode)) throw new SandboxError('invalid_pairing_code', 'Please enter a valid pairing code');
    return { id: id('tmr_sandbox'), name: input.name, serialNumber: `SANDBOX-${randomBytes(4).toString('hex').toUpperCase()}`, status: 'online' };
  }

  async deleteReader(readerId: string): Promise<void> {
    await this.cancelReaderAction(readerId);
  }

  async listReaders(_accountId: string, readerIds: string[]): Promise<Reader[]> {
    return readerIds.map((readerId) => ({ id: readerId, name: readerId, serialNumber: null, status: 'online' as const }));
  }

  async processOnReader(readerId: string, paymentId: string): Promise<Payment> {
    const row = await this.load(paymentId);
    if (row.status !== 'requires_payment_method') throw new SandboxError('payment_intent_unexpected_state', 'This payment cannot be processed now');
    return toPayment(await this.update(paymentId, { readerId }));
  }

  async cancelReaderAction(readerId: string): Promise<void> {
    await this.db.update(sandboxPayments).set({ readerId: null, updatedAt: this.clock.now() }).where(eq(sandboxPayments.readerId, readerId));
  }

  /** A simulated reader presents the success test card. */
  async simulateReaderPayment(readerId: string, paymentId: string): Promise<Payment> {
    const row = await this.load(paymentId);
    if (row.readerId !== readerId) throw new SandboxError('reader_mismatch', 'This reader is not processing that payment');
    return toPayment(await this.update(paymentId, { status: 'succeeded', cardLast4: '4242', readerId: null }, row.status));
  }
}
