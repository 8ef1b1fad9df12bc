import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { donationReply, VIDEO_API_MESSAGES } from '../../../contracts/videos.ts';
import { orders, sandboxPayments, videoCollaborators, videoMembershipTiers, videos } from '../../platform/db/schema/index.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { makeAdmin, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { connectPayments } from '../checkout/checkout.fixtures.ts';
import { HELD_NOW, makeTier } from '../memberships/member-access.fixtures.ts';
import { insertSubscription } from '../memberships/memberships.fixtures.ts';
import { donate, donationPage, getDonation, postDonation } from './donations.fixtures.ts';
import { insertVideo, type VideoRow } from './videos.fixtures.ts';

const t = useTestApp();
let owner: Person;
let donor: Person;
let accountId: string;
let video: VideoRow;
let membersOnly: VideoRow;
let tierId: string;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  donor = await signUpUser(t.app, { firstName: 'Dora', lastName: 'Donor' });
  accountId = await connectPayments(t, owner.user.id);
  video = await insertVideo(t.db, { ownerId: owner.user.id, title: 'Morning rehearsal' });
  membersOnly = await insertVideo(t.db, { ownerId: owner.user.id, visibility: 'members_only' });
  ({ tierId } = await makeTier(t, owner.user.id));
  await t.db.insert(videoMembershipTiers).values({ videoId: membersOnly.id, tierId });
});

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('POST /api/v1/videos/:id/donations', () => {
  it('makes an ArtistVideo order of the amount for the video owner, with its provider payment', async () => {
    const before = Date.now();
    const res = await postDonation(t, donor, video.id, { amount: 1250 });
    const reply = expectReply(res, 201, donationReply);
    expect(reply.redirectUrl).toBe(`/donations/${reply.orderId}`);
    const order = await orderRow(reply.orderId);
    expect(order).toMatchObject({
      productType: 'ArtistVideo',
      videoId: video.id,
      ownerId: owner.user.id,
      userId: donor.user.id,
      status: 'pending',
      currency: 'usd',
      subtotal: 0,
      feeTotal: 0,
      donationAmount: 1250,
      total: 1250,
      paymentMethod: 'card',
      paymentProvider: 'sandbox',
      buyerFirstName: 'Dora',
      buyerLastName: 'Donor',
      buyerEmail: donor.email.toLowerCase(),
      eventId: null,
    });
    // Half an hour to pay.
    expect(order.holdExpiresAt.getTime() - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(order.holdExpiresAt.getTime() - before).toBeLessThan(31 * 60_000);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, order.paymentId!));
    expect(payment).toMatchObject({ amount: 1250, currency: 'usd', accountId, applicationFee: 0, status: 'requires_payment_method' });
    expect(payment!.metadata).toEqual({ orderId: order.id, videoId: video.id });
  });

  it('takes the owner currency', async () => {
    const euro = await signUpUser(t.app);
    await connectPayments(t, euro.user.id);
    await t.db.execute(sql`update profiles set currency = 'eur' where id = ${euro.user.id}`);
    const theirs = await insertVideo(t.db, { ownerId: euro.user.id });
    const order = await orderRow(await donate(t, donor, theirs.id, 500));
    expect(order.currency).toBe('eur');
  });

  it('asks a signed-out visitor to log in (401)', async () => {
    const res = await postDonation(t, undefined, video.id, { amount: 500 });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown or deleted video', async () => {
    const unknown = await postDonation(t, donor, crypto.randomUUID(), { amount: 500 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(VIDEO_API_MESSAGES.notFound);
    const gone = await insertVideo(t.db, { ownerId: owner.user.id, deletedAt: new Date() });
    expect((await postDonation(t, donor, gone.id, { amount: 500 })).statusCode).toBe(404);
    expect(await t.db.$count(orders, eq(orders.videoId, gone.id))).toBe(0);
  });

  it('refuses a members-only video to those who may not play it (403); members, collaborators and admins donate', async () => {
    const refused = await postDonation(t, donor, membersOnly.id, { amount: 500 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VIDEO_API_MESSAGES.membersOnly);

    const member = await signUpUser(t.app);
    await insertSubscription(t, tierId, { ...HELD_NOW, userId: member.user.id });
    const collaborator = await signUpUser(t.app);
    await t.db.insert(videoCollaborators).values({ videoId: membersOnly.id, profileId: collaborator.user.id });
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    for (const person of [member, collaborator, admin, owner])
      expect((await postDonation(t, person, membersOnly.id, { amount: 500 })).statusCode).toBe(201);
    // A membership that ended gives no right.
    const lapsed = await signUpUser(t.app);
    await insertSubscription(t, tierId, { status: 'active', expiresAt: new Date(Date.now() - 60_000), userId: lapsed.user.id });
    expect((await postDonation(t, lapsed, membersOnly.id, { amount: 500 })).statusCode).toBe(403);
  });

  it('answers 422 where the owner takes no payments', async () => {
    const unpaid = await signUpUser(t.app);
    const theirs = await insertVideo(t.db, { ownerId: unpaid.user.id });
    const res = await postDonation(t, donor, theirs.id, { amount: 500 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(VIDEO_API_MESSAGES.donationsOff);
    expect(await t.db.$count(orders, eq(orders.videoId, theirs.id))).toBe(0);
  });

  it.each([
    ['below the minimum', { amount: 99 }],
    ['above the maximum', { amount: 1_000_001 }],
    ['a fraction of a minor unit', { amount: 12.5 }],
    ['negative', { amount: -500 }],
    ['missing', {}],
    ['a string', { amount: '500' }],
  ])('answers 422 for an amount %s', async (_case, body) => {
    const res = await postDonation(t, donor, video.id, body as { amount: number });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toHaveProperty('amount');
  });

  it('answers 422 for a malformed video id', async () => {
    expect((await postDonation(t, donor, 'not-a-uuid', { amount: 500 })).statusCode).toBe(422);
  });

  it('limits the donations one account starts (429), counted in the database', async () => {
    const eager = await signUpUser(t.app);
    // The tests run with RATE_LIMIT_SCALE=1000: the window's count is set past the scaled maximum.
    await t.db.execute(sql`insert into rate_limits (key, count, reset_at)
      values (${`${RATE_RULES.videoDonation.name}:${eager.user.id}`}, ${RATE_RULES.videoDonation.max * 1000}, now() + interval '1 hour')`);
    const res = await postDonation(t, eager, video.id, { amount: 500 });
    expect(res.statusCode).toBe(429);
    expect(await t.db.$count(orders, eq(orders.userId, eager.user.id))).toBe(0);
    // Others are not held up.
    expect((await postDonation(t, donor, video.id, { amount: 500 })).statusCode).toBe(201);
  });
});

describe('GET /api/v1/video_donations/:id', () => {
  it('shows the donor the amount, the video and the payment to confirm', async () => {
    const orderId = await donate(t, donor, video.id, 2000);
    const page = await donationPage(t, donor, orderId);
    const order = await orderRow(orderId);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, order.paymentId!));
    expect(page).toEqual({
      id: orderId,
      state: 'awaiting_payment',
      amount: 2000,
      currency: 'usd',
      video: { id: video.id, title: 'Morning rehearsal' },
      ownerName: expect.any(String),
      payment: { id: payment!.id, clientSecret: payment!.clientSecret },
    });
  });

  it('is the donor’s only: 401 signed out, 404 for anyone else (the owner and admins too) and for unknown ids', async () => {
    const orderId = await donate(t, donor, video.id, 700);
    expect((await getDonation(t, undefined, orderId)).statusCode).toBe(401);
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    for (const person of [owner, admin, await signUpUser(t.app)]) {
      const res = await getDonation(t, person, orderId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(VIDEO_API_MESSAGES.donationNotFound);
      expect(res.body).not.toContain('secret');
    }
    expect((await getDonation(t, donor, crypto.randomUUID())).statusCode).toBe(404);
    expect((await getDonation(t, donor, 'nope')).statusCode).toBe(422);
  });

  it('answers 404 for an order of the viewer that is not a donation', async () => {
    const patron = await signUpUser(t.app);
    const sub = await insertSubscription(t, tierId, { ...HELD_NOW, userId: patron.user.id });
    const [membership] = await t.db
      .insert(orders)
      .values({
        productType: 'MembershipTier',
        membershipSubscriptionId: sub.id,
        periodStart: new Date(),
        ownerId: owner.user.id,
        userId: patron.user.id,
        holdExpiresAt: new Date(),
        currency: 'usd',
      })
      .returning();
    expect((await getDonation(t, patron, membership!.id)).statusCode).toBe(404);
  });

  it('makes the payment a crash lost after the order was written', async () => {
    const orderId = await donate(t, donor, video.id, 900);
    const lost = (await orderRow(orderId)).paymentId!;
    await t.db.update(orders).set({ paymentId: null }).where(eq(orders.id, orderId));
    const page = await donationPage(t, donor, orderId);
    // The same idempotency key (the order id) finds the same payment.
    expect(page.payment?.id).toBe(lost);
    expect((await orderRow(orderId)).paymentId).toBe(lost);
  });

  it('still shows a donation to a video deleted since', async () => {
    const doomed = await insertVideo(t.db, { ownerId: owner.user.id, title: 'Soon gone' });
    const orderId = await donate(t, donor, doomed.id, 600);
    await t.db.update(videos).set({ deletedAt: new Date() }).where(eq(videos.id, doomed.id));
    expect((await donationPage(t, donor, orderId)).video.title).toBe('Soon gone');
  });
});
