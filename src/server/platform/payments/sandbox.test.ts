import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../testing/test-app.ts';
import { PAYMENT_EVENTS_QUEUE } from './index.ts';
import { SandboxProvider } from './sandbox.ts';

const t = useTestApp();
const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', zip: '10001' };

const newPayment = (provider: SandboxProvider, key: string) =>
  provider.createPayment({
    amount: 1500,
    currency: 'usd',
    accountId: 'acct_sandbox_test',
    applicationFee: 100,
    method: 'card',
    idempotencyKey: key,
    metadata: {},
  });

async function eventJobs(paymentId: string) {
  const { rows } = await t.db.execute<{ type: string }>(
    sql`select data->>'type' as type from pgboss.job where name = ${PAYMENT_EVENTS_QUEUE} and data->>'paymentId' = ${paymentId}`,
  );
  return rows.map((r) => r.type);
}

describe('sandbox payment events', () => {
  it('commits a payment status change and its event together', async () => {
    // When the event cannot be queued, the status change rolls back with it (no paid order without its event).
    const failing = new SandboxProvider(t.db, async () => {
      throw new Error('queue unavailable');
    });
    const lost = await newPayment(failing, 'atomic-1');
    await expect(failing.confirmCard(lost.id, lost.clientSecret, card)).rejects.toThrow('queue unavailable');
    expect((await failing.retrievePayment(lost.id)).status).toBe('requires_payment_method');

    const provider = t.runtime.payments as SandboxProvider;
    const paid = await newPayment(provider, 'atomic-2');
    expect((await provider.confirmCard(paid.id, paid.clientSecret, card)).status).toBe('succeeded');
    expect(await eventJobs(paid.id)).toEqual(['payment.succeeded']);
  });
});

describe('sandbox saved cards and off-session charges', () => {
  const sandbox = () => t.runtime.payments as SandboxProvider;
  const keeping = (key: string) =>
    sandbox().createPayment({
      amount: 500,
      currency: 'usd',
      accountId: 'acct_sandbox_test',
      applicationFee: 50,
      method: 'card',
      idempotencyKey: key,
      metadata: {},
      saveCard: true,
    });

  it('keeps the card that pays a payment made to keep it (its last four and outcome, never the number)', async () => {
    const plain = await newPayment(sandbox(), 'saved-plain');
    expect(await sandbox().confirmCard(plain.id, plain.clientSecret, card)).toMatchObject({ status: 'succeeded', savedCard: null });

    const first = await keeping('saved-1');
    const declined = await sandbox().confirmCard(first.id, first.clientSecret, { ...card, number: '4000000000000002' });
    expect(declined).toMatchObject({ status: 'requires_payment_method', savedCard: null });
    const paid = await sandbox().confirmCard(first.id, first.clientSecret, card);
    expect(paid).toMatchObject({ status: 'succeeded', savedCard: { id: expect.stringMatching(/^pm_sandbox_/), last4: '4242' } });
    const { rows } = await t.db.execute<{ stored: string }>(
      sql`select row_to_json(c)::text as stored from sandbox_saved_cards c where id = ${paid.savedCard!.id}`,
    );
    expect(rows[0]!.stored).not.toContain('4242424242424242');
  });

  it('charges a saved card off-session once: a retry returns the succeeded payment; a declining card may be retried', async () => {
    const good = await sandbox().saveCard(card);
    const payment = await newPayment(sandbox(), 'offsession-1');
    const charged = await Promise.all([sandbox().chargeSavedCard(payment.id, good.id), sandbox().chargeSavedCard(payment.id, good.id)]);
    expect(charged.map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
    expect(await eventJobs(payment.id)).toEqual(['payment.succeeded']);

    const failing = await sandbox().saveCard({ ...card, number: '4000000000000341' });
    expect(failing.last4).toBe('0341');
    const renewal = await newPayment(sandbox(), 'offsession-2');
    expect(await sandbox().chargeSavedCard(renewal.id, failing.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', declineCode: 'generic_decline' },
    });
    expect(await sandbox().chargeSavedCard(renewal.id, good.id)).toMatchObject({ status: 'succeeded', lastError: null });

    const stopped = await newPayment(sandbox(), 'offsession-3');
    await sandbox().cancelPayment(stopped.id);
    await expect(sandbox().chargeSavedCard(stopped.id, good.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await expect(sandbox().chargeSavedCard(renewal.id, 'pm_sandbox_unknown')).resolves.toMatchObject({ status: 'succeeded' });
    await expect(sandbox().chargeSavedCard((await newPayment(sandbox(), 'offsession-4')).id, 'pm_sandbox_unknown')).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('refuses to save an invalid card (with its field) or one that would be declined (without)', async () => {
    await expect(sandbox().saveCard({ ...card, cvc: '1' })).rejects.toMatchObject({ code: 'invalid_cvc', param: 'cvc' });
    await expect(sandbox().saveCard({ ...card, number: '4000000000009995' })).rejects.toMatchObject({
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      param: undefined,
    });
  });
});

describe('sandbox refunds', () => {
  const paidPayment = async (provider: SandboxProvider, key: string) => {
    const payment = await newPayment(provider, key);
    await provider.confirmCard(payment.id, payment.clientSecret, card);
    return payment.id;
  };
  const refundRows = (paymentId: string) =>
    t.db.execute<{ n: number; refunded: number }>(
      sql`select (select count(*)::int from sandbox_refunds where payment_id = ${paymentId}) as n,
        (select refunded_amount from sandbox_payments where id = ${paymentId}) as refunded`,
    );

  it('refunds once per idempotency key: a repeated call answers the first refund and moves no money', async () => {
    const provider = t.runtime.payments as SandboxProvider;
    const paymentId = await paidPayment(provider, 'refund-key-1');
    const first = await provider.refund(paymentId, 500, 'mass-1');
    const again = await provider.refund(paymentId, 500, 'mass-1');
    expect(again).toEqual(first);
    expect((await refundRows(paymentId)).rows[0]).toEqual({ n: 1, refunded: 500 });
  });

  it('with refund faults, fails the first attempt of the chosen keys (declined or reply lost) and never refunds twice', async () => {
    const faulty = new SandboxProvider(t.db, async () => undefined, undefined, { refundFaultPercent: 100 });
    const declined = await paidPayment(faulty, 'refund-fault-a');
    const lost = await paidPayment(faulty, 'refund-fault-b');
    // Which fault a key meets is fixed by the key; these two meet one each.
    const outcomes = [];
    for (const [paymentId, key] of [
      [declined, 'fault-key-2'],
      [lost, 'fault-key-3'],
    ] as const) {
      const error = await faulty.refund(paymentId, undefined, key).then(
        () => null,
        (e: { code: string }) => e.code,
      );
      const rows = (await refundRows(paymentId)).rows[0]!;
      outcomes.push({ error, refundsAfterFirst: rows.n });
      await faulty.refund(paymentId, undefined, key);
      expect((await refundRows(paymentId)).rows[0]).toEqual({ n: 1, refunded: 1500 });
    }
    expect(outcomes.map((o) => o.error).sort()).toEqual(['api_connection_error', 'processing_error']);
    expect(outcomes.find((o) => o.error === 'api_connection_error')!.refundsAfterFirst).toBe(1);
    expect(outcomes.find((o) => o.error === 'processing_error')!.refundsAfterFirst).toBe(0);
  });
});
