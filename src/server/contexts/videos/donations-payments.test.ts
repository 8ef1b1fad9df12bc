import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DONATION_MAIL_TEXTS, videosReply } from '../../../contracts/videos.ts';
import { orders, sandboxPayments } from '../../platform/db/schema/index.ts';
import type { ProviderEvent } from '../../platform/payments/provider.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { completionDeps, connectPayments, DECLINED_CARD, PROCESSING_CARD, sandbox, SUCCESS_CARD } from '../checkout/checkout.fixtures.ts';
import { sweepExpiredHolds } from '../checkout/checkout.jobs.ts';
import { handleProviderEvent } from '../checkout/payment-events.service.ts';
import { reconcilePayments } from '../checkout/reconcile.service.ts';
import { donationStateOf, settleDonation } from './donations-settlement.ts';
import { donate, donationPage, mailJobsTo, payDonation } from './donations.fixtures.ts';
import { insertVideo, type VideoRow } from './videos.fixtures.ts';

const t = useTestApp();
let owner: Person;
let donor: Person;
let video: VideoRow;

beforeAll(async () => {
  owner = await signUpUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
  donor = await signUpUser(t.app, { firstName: 'Dora' });
  await connectPayments(t, owner.user.id);
  video = await insertVideo(t.db, { ownerId: owner.user.id, title: 'Night concert' });
});

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentOf = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, (await orderRow(orderId)).paymentId!))
  )[0]!;
const subject = () => DONATION_MAIL_TEXTS.subject(owner.user.name);
/** A donation's order, once its provider events' jobs (if any) ran: it must be in `status`. */
async function settled(orderId: string, status: string) {
  await t.jobs.runUntilIdle();
  const order = await orderRow(orderId);
  expect(order.status).toBe(status);
  return order;
}

describe('paying a donation with the sandbox', () => {
  it('completes the order once with the test card, however often its event comes and reconciliation runs; the donor gets one receipt', async () => {
    const orderId = await donate(t, donor, video.id, 1250);
    const paid = await payDonation(t, donor, orderId);
    expect(paid.statusCode).toBe(200);
    const payment = await paymentOf(orderId);
    expect(payment.status).toBe('succeeded');

    // The sandbox's own event (through the job queue), the same event again, another event, reconciliation, the page
    // and direct calls, all at once.
    const event: ProviderEvent = { id: `evt_test_${orderId}`, type: 'payment.succeeded', paymentId: payment.id, raw: null };
    const outcomes = await Promise.all([
      handleProviderEvent(completionDeps(t), event),
      handleProviderEvent(completionDeps(t), event),
      handleProviderEvent(completionDeps(t), { ...event, id: `evt_again_${orderId}` }),
      reconcilePayments(completionDeps(t), new Date(Date.now() + 60_000)),
      donationPage(t, donor, orderId),
      settleDonation(completionDeps(t), orderId),
      settleDonation(completionDeps(t), orderId),
    ]);
    expect(outcomes.filter((o) => o === 'completed').length).toBeLessThanOrEqual(1);

    const order = await settled(orderId, 'completed');
    expect(order.completedAt).toBeInstanceOf(Date);
    expect(order.transactionId).toBe(payment.id);
    expect((await donationPage(t, donor, orderId)).state).toBe('completed');

    const [receipt] = await mailsAfterJobs(t, donor.email);
    expect(receipt!.subject).toBe(subject());
    expect(receipt!.text).toContain(DONATION_MAIL_TEXTS.text('$12.50', 'Olive Owner', 'Night concert'));
    expect(receipt!.text).toContain(DONATION_MAIL_TEXTS.transaction(payment.id));
    // Once more for good measure: nothing new.
    await reconcilePayments(completionDeps(t), new Date(Date.now() + 60_000));
    expect(await settleDonation(completionDeps(t), orderId)).toBe('already_completed');
    expect(await mailJobsTo(t, donor.email, subject())).toBe(1);
  });

  it('leaves a declined donation unpaid; the donor may pay it with another card', async () => {
    const payer = await signUpUser(t.app);
    const orderId = await donate(t, payer, video.id, 800);
    const declined = await payDonation(t, payer, orderId, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    // The decline's payment.failed event, handled by the worker and once more here.
    const payment = await paymentOf(orderId);
    await handleProviderEvent(completionDeps(t), { id: `evt_declined_${orderId}`, type: 'payment.failed', paymentId: payment.id, raw: null });
    await reconcilePayments(completionDeps(t), new Date(Date.now() + 60_000));
    expect((await orderRow(orderId)).status).toBe('pending');
    const page = await donationPage(t, payer, orderId);
    expect(page.state).toBe('awaiting_payment');
    expect(page.payment?.id).toBe(payment.id);
    expect(await mailJobsTo(t, payer.email, subject())).toBe(0);

    expect((await payDonation(t, payer, orderId)).statusCode).toBe(200);
    expect((await donationPage(t, payer, orderId)).state).toBe('completed');
    expect(await mailJobsTo(t, payer.email, subject())).toBe(1);
  });

  it('shows a processing payment as processing, which the sweep leaves alone, and completes it when it settles', async () => {
    const payer = await signUpUser(t.app);
    const orderId = await donate(t, payer, video.id, 1500);
    expect((await payDonation(t, payer, orderId, PROCESSING_CARD)).statusCode).toBe(200);
    // The sandbox's payment.processing event, through the job queue, marks the order in flight.
    await settled(orderId, 'processing');
    const page = await donationPage(t, payer, orderId);
    expect(page.state).toBe('processing');
    expect(page.payment).toBeNull();
    // Past its time while the card settles: not timed out.
    await t.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    await sweepExpiredHolds(completionDeps(t));
    expect((await orderRow(orderId)).status).not.toBe('timed_out');
    // The sandbox settles a processing payment once looked at after PROCESSING_MS.
    await t.db
      .update(sandboxPayments)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(sandboxPayments.id, (await paymentOf(orderId)).id));
    expect((await donationPage(t, payer, orderId)).state).toBe('completed');
  });

  it('fails a donation whose payment was cancelled', async () => {
    const payer = await signUpUser(t.app);
    const orderId = await donate(t, payer, video.id, 1100);
    const payment = await sandbox(t).cancelPayment((await paymentOf(orderId)).id);
    await handleProviderEvent(completionDeps(t), { id: `evt_canceled_${orderId}`, type: 'payment.failed', paymentId: payment.id, raw: null });
    expect((await orderRow(orderId)).status).toBe('failed');
    expect((await donationPage(t, payer, orderId)).state).toBe('closed');
  });
});

describe('donations never paid', () => {
  it('times out when their time ran out, cancelling the payment first, and show as closed', async () => {
    const payer = await signUpUser(t.app);
    const orderId = await donate(t, payer, video.id, 400);
    const { payment } = await donationPage(t, payer, orderId);
    await t.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    expect(await sweepExpiredHolds(completionDeps(t))).toContain(orderId);
    const order = await orderRow(orderId);
    expect(order.status).toBe('timed_out');
    expect(order.canceledAt).toBeInstanceOf(Date);
    expect((await paymentOf(orderId)).status).toBe('canceled');
    const page = await donationPage(t, payer, orderId);
    expect(page).toMatchObject({ state: 'closed', payment: null });
    // A card can no longer pay it.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/${payment!.id}/confirm`,
      payload: {
        clientSecret: payment!.clientSecret,
        card: { number: SUCCESS_CARD, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', zip: '10001' },
      },
    });
    expect(late.statusCode).toBe(422);
    expect((await orderRow(orderId)).status).toBe('timed_out');
  });

  it('are ended by their pay page too when the sweep has not come yet', async () => {
    const payer = await signUpUser(t.app);
    const orderId = await donate(t, payer, video.id, 450);
    await t.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    expect((await donationPage(t, payer, orderId)).state).toBe('closed');
    expect((await orderRow(orderId)).status).toBe('timed_out');
  });

  it('complete instead when the payment went through just before the sweep', async () => {
    const payer = await signUpUser(t.app);
    const orderId = await donate(t, payer, video.id, 650);
    // Paid, its event lost (a crash), its time over.
    await t.db
      .update(sandboxPayments)
      .set({ status: 'succeeded' })
      .where(eq(sandboxPayments.id, (await paymentOf(orderId)).id));
    await t.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    expect(await sweepExpiredHolds(completionDeps(t))).not.toContain(orderId);
    expect((await orderRow(orderId)).status).toBe('completed');
    expect(await mailJobsTo(t, payer.email, subject())).toBe(1);
  });

  it('a lost event is completed by reconciliation', async () => {
    const payer = await signUpUser(t.app);
    const orderId = await donate(t, payer, video.id, 300);
    await t.db
      .update(sandboxPayments)
      .set({ status: 'succeeded', updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(sandboxPayments.id, (await paymentOf(orderId)).id));
    await reconcilePayments(completionDeps(t));
    expect((await orderRow(orderId)).status).toBe('completed');
  });
});

describe('the Donations column', () => {
  it('sums the completed donations of each video, in the owner videos list', async () => {
    const mine = await insertVideo(t.db, { ownerId: owner.user.id, title: 'Counted' });
    const payer = await signUpUser(t.app);
    for (const amount of [500, 1250]) {
      const orderId = await donate(t, payer, mine.id, amount);
      expect((await payDonation(t, payer, orderId)).statusCode).toBe(200);
      await donationPage(t, payer, orderId);
    }
    // Unpaid and declined donations do not count.
    await donate(t, payer, mine.id, 700);
    await payDonation(t, payer, await donate(t, payer, mine.id, 900), DECLINED_CARD);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/videos?ownerId=${owner.user.id}&perPage=100`, headers: headers(owner) });
    const row = expectReply(res, 200, videosReply).data.find((v) => v.id === mine.id);
    expect(row?.donationsSum).toBe(1750);
    const [sum] = (
      await t.db.execute<{ total: number }>(
        sql`select coalesce(sum(total), 0)::int as total from orders where video_id = ${mine.id} and product_type = 'ArtistVideo' and status = 'completed'`,
      )
    ).rows;
    expect(Number(sum!.total)).toBe(1750);
  });
});

describe('donationStateOf', () => {
  it.each([
    ['completed', null, 'completed'],
    ['timed_out', null, 'closed'],
    ['failed', 'canceled', 'closed'],
    ['canceled', 'requires_payment_method', 'closed'],
    ['pending', 'requires_payment_method', 'awaiting_payment'],
    ['processing', 'requires_payment_method', 'awaiting_payment'],
    ['pending', 'processing', 'processing'],
    ['processing', 'succeeded', 'processing'],
    ['pending', 'canceled', 'closed'],
    ['pending', null, 'closed'],
  ] as const)('%s order, %s payment -> %s', (status, payment, expected) => {
    expect(donationStateOf({ status }, payment ? { status: payment } : null)).toBe(expected);
  });
});
