import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailsTo as mailsToOf, signUpUser, useTestApp } from '../../testing/test-app.ts';
import type { Person } from '../../testing/events.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { makeTicketFixture } from './tickets.fixtures.ts';
import { orderSummaryRows, sendOrderConfirmation } from './tickets.jobs.ts';
import { ORDER_COMPLETED_QUEUE } from '../../platform/jobs/catalog.ts';
import { insertUncheckedJob, jobState } from '../../testing/jobs.ts';
import { statementStarts, statementsOf } from '../../testing/statements.ts';

const t = useTestApp({ PUBLIC_URL: 'https://tickets.example.com' });
let owner: Person;

beforeAll(async () => {
  owner = await signUpUser(t.app);
});

const mailsTo = (to: string) => mailsToOf(t.db, to);

describe('order summary rows', () => {
  it("lists 'count x name' with prices, fees, donation, subtotal, discount and total in the order currency", () => {
    const rows = orderSummaryRows({ currency: 'gbp', subtotal: 4665, discountTotal: 500, donationAmount: 1000, total: 5165 }, [
      { name: 'General admission', listedPrice: 1500 + 55, transferredFromId: null },
      { name: 'General admission', listedPrice: 1500 + 55, transferredFromId: null },
      { name: 'VIP', listedPrice: 1500 + 55, transferredFromId: null },
      { name: 'VIP', listedPrice: 0 + 0, transferredFromId: 'x' },
    ]);
    expect(rows.lines).toEqual([
      { label: '2 x General admission', amount: '£31.10' },
      { label: '1 x VIP', amount: '£15.55' },
      { label: '1 x Donation', amount: '£10.00' },
    ]);
    expect(rows.totals).toEqual([
      { label: 'Subtotal', amount: '£46.65' },
      { label: 'Discount', amount: '-£5.00' },
      { label: 'Total paid', amount: '£51.65' },
    ]);
    const free = orderSummaryRows({ currency: 'jpy', subtotal: 0, discountTotal: 0, donationAmount: 0, total: 0 }, [
      { name: 'Free', listedPrice: 0 + 0, transferredFromId: null },
    ]);
    expect(free.lines).toEqual([{ label: '1 x Free', amount: '¥0' }]);
    expect(free.totals.map((r) => r.label)).toEqual(['Subtotal', 'Total paid']);
  });
});

describe('confirmation e-mail', () => {
  it('arrives once through the queue with the summary, the ticket link and the PDF, even when the job runs twice', async () => {
    const email = 'confirm-once@example.com';
    const f = await makeTicketFixture(t, {
      owner,
      buyerEmail: email,
      count: 2,
      price: 1500,
      fee: 84,
      donation: 500,
      discount: 200,
      startsAt: new Date('2030-04-06T18:00:00Z'),
      endsAt: new Date('2030-04-06T21:00:00Z'),
    });
    await t.jobs.send(ORDER_COMPLETED_QUEUE, { orderId: f.order.id });
    await t.jobs.send(ORDER_COMPLETED_QUEUE, { orderId: f.order.id });
    // Both jobs run (in one batch, at once), then the e-mail's.
    await t.jobs.runUntilIdle();
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(await sendOrderConfirmation({ config: { publicUrl: 'https://tickets.example.com' } as never, db: t.db, jobs: t.jobs }, f.order.id)).toBe(
      'already_sent',
    );
    await t.jobs.runUntilIdle();
    expect(await mailsTo(email)).toHaveLength(1);

    expect(mail!.subject).toBe('Your tickets for Jazz Night');
    expect(mail!.text).toContain(`https://tickets.example.com/tickets/${f.order.id}`);
    // 15.00 + the platform fee 0.84 each; the order's subtotal, discount and total as checkout records them.
    expect(mail!.text).toContain('2 x General admission: $31.68');
    expect(mail!.text).toContain('1 x Donation: $5.00');
    expect(mail!.text).toContain('Subtotal: $31.68');
    expect(mail!.text).toContain('Discount: -$2.00');
    expect(mail!.text).toContain('Total paid: $34.68');
    expect(mail!.text).toContain('When: Sat, 6 Apr 2030, 7:00 PM (Europe/London)');
    // The seats of the tickets that have one (the fixture seats the first ticket: A1).
    expect(mail!.text).toContain('Seats: A1');
    expect(mail!.html).toContain('<br>Seats: A1');
    expect(mail!.html).toContain(`<a href="https://tickets.example.com/tickets/${f.order.id}">View your tickets</a>`);
    expect(mail!.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect(pdf).toMatchObject({ filename: `tickets-${f.order.id}.pdf`, contentType: 'application/pdf' });
    const bytes = Buffer.from(pdf!.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(2);
  });

  it('takes its reads, the key and the e-mail job as its round trips, with no read of the key first', async () => {
    // A confirmation per order is the worker's busiest job in an on-sale (docs/decisions/performance.md, Checkout).
    const deps = { config: { publicUrl: 'https://tickets.example.com' } as never, db: t.db, jobs: t.jobs };
    const f = await makeTicketFixture(t, { owner, buyerEmail: 'trips@example.com', count: 2, price: 1500 });
    const { result, statements } = await statementsOf(t.runtime.database.pool, () => sendOrderConfirmation(deps, f.order.id));
    expect(result).toBe('sent');
    // The order with its event and date, its tickets, the PDF's ticket records, then begin, the key, the job, commit.
    expect(statements.length, JSON.stringify(statementStarts(statements), null, 1)).toBe(7);
  });

  it('sends once when two workers race, and skips orders that are not completed or have no e-mail', async () => {
    const deps = { config: { publicUrl: 'https://tickets.example.com' } as never, db: t.db, jobs: t.jobs };
    const f = await makeTicketFixture(t, { owner, buyerEmail: 'race@example.com', count: 1, price: 0 });
    const results = await Promise.all([
      sendOrderConfirmation(deps, f.order.id),
      sendOrderConfirmation(deps, f.order.id),
      sendOrderConfirmation(deps, f.order.id),
    ]);
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    await t.jobs.runUntilIdle();
    expect(await mailsTo('race@example.com')).toHaveLength(1);

    const pending = await makeTicketFixture(t, { owner, buyerEmail: 'pending@example.com', count: 1, price: 0, reuse: f });
    await t.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, pending.order.id));
    expect(await sendOrderConfirmation(deps, pending.order.id)).toBe('skipped');
    expect(await sendOrderConfirmation(deps, '00000000-0000-4000-8000-000000000000')).toBe('skipped');
    // A signed-in buyer's order without a buyer e-mail goes to the account's address.
    const account = await signUpUser(t.app);
    const own = await makeTicketFixture(t, { owner, buyer: account, count: 1, price: 0, reuse: f });
    await t.db.update(orders).set({ buyerEmail: null }).where(eq(orders.id, own.order.id));
    expect(await sendOrderConfirmation(deps, own.order.id)).toBe('sent');
    await t.jobs.runUntilIdle();
    expect(await mailsTo(account.email)).toHaveLength(1);
    // A malformed job payload is dropped without a retry storm.
    const malformed = await insertUncheckedJob(t.db, ORDER_COMPLETED_QUEUE, { orderId: 'nope' });
    await t.jobs.runUntilIdle();
    expect(await jobState(t.db, malformed)).toMatchObject({ state: 'failed', retryCount: 0 });
  });
});
