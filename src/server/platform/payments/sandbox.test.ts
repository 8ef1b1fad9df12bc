import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../testing/test-app.ts';
import { PAYMENT_EVENTS_QUEUE } from './index.ts';
import { SandboxProvider } from './sandbox.ts';

const t = useTestApp({ RUN_WORKERS: 'false' });
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
