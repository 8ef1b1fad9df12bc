import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { donationReply, donationView, type donationBody } from '../../../contracts/videos.ts';
import { MAIL_QUEUE } from '../../platform/jobs/catalog.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { SUCCESS_CARD } from '../checkout/checkout.fixtures.ts';

/** Helpers the donation tests share: starting a donation, its pay page and the sandbox card form, through the API. */

export type DonationBody = z.input<typeof donationBody>;

/** POST /api/v1/videos/:id/donations; answers the raw reply. */
export const postDonation = (t: TestApp, by: Person | undefined, videoId: string, body: DonationBody) =>
  t.app.inject({ method: 'POST', url: `/api/v1/videos/${videoId}/donations`, headers: headers(by), payload: body });

/** Starts a donation, expected to succeed (201); answers its order id. */
export async function donate(t: TestApp, by: Person, videoId: string, amount: number): Promise<string> {
  return expectReply(await postDonation(t, by, videoId, { amount }), 201, donationReply).orderId;
}

/** GET /api/v1/video_donations/:id; answers the raw reply. */
export const getDonation = (t: TestApp, by: Person | undefined, orderId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/video_donations/${orderId}`, headers: headers(by) });

/** The donor's pay page, expected to load. */
export async function donationPage(t: TestApp, by: Person, orderId: string) {
  return expectReply(await getDonation(t, by, orderId), 200, donationView);
}

/** The pay page's card form: confirms the donation's payment with a sandbox test card; answers the raw reply. */
export async function payDonation(t: TestApp, by: Person, orderId: string, number = SUCCESS_CARD) {
  const { payment } = await donationPage(t, by, orderId);
  if (!payment) throw new Error(`Donation ${orderId} has no payment awaiting a card`);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/sandbox/payments/${payment.id}/confirm`,
    payload: { clientSecret: payment.clientSecret, card: { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', zip: '10001' } },
  });
}

/** E-mail jobs with `subject` to `to` ever queued (waiting, done or archived): counts sends, however far the worker got. */
export async function mailJobsTo(t: TestApp, to: string, subject: string): Promise<number> {
  const mine = sql`name = ${MAIL_QUEUE} and data->>'to' = ${to} and data->>'subject' = ${subject}`;
  const result = await t.db.execute<{ n: number }>(sql`
    select (select count(*) from pgboss.job where ${mine}) + (select count(*) from pgboss.archive where ${mine}) as n`);
  return Number(result.rows[0]?.n ?? 0);
}
