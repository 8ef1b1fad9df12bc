import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { VIDEO_API_MESSAGES, type donationBody, type DonationReply, type DonationView } from '../../../contracts/videos.ts';
import { statusGroup } from '../../../domain/checkout.ts';
import { orders, profiles, users, videos } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { accountBuyer, type CompletionDeps } from '../checkout/index.ts';
import { findLiveVideo, videoRights } from './video-access.ts';
import { donationStateOf, endExpiredDonation, ensureDonationPayment, settleDonation, type DonationOrder } from './donations-settlement.ts';

/**
 * Donations to a video (issue 12): an 'ArtistVideo' order of the donor's chosen amount, paid on its pay page
 * (/donations/:orderId) through the owner's payment account. Completion is donations-settlement.ts's.
 */

export type DonationDeps = CompletionDeps & { limits: RateLimiter };

/** How long a donation waits for its card; then the sweep ends it (once its payment can no longer succeed). */
export const DONATION_PAY_MINUTES = 30;

/** The pay page of a donation (the web app's route). */
export const donationPagePath = (orderId: string) => `/donations/${orderId}`;

/**
 * POST /api/v1/videos/:id/donations: 404 for a video that is gone, 403 for a members-only one the donor may not play,
 * 422 where its owner takes no payments; then the order (pending, 30 minutes to pay) and its provider payment, made
 * after the commit with the order's id as idempotency key (the pay page makes it again if a crash lost it).
 */
export async function startDonation(
  deps: DonationDeps,
  user: AuthUser,
  videoId: string,
  body: z.output<typeof donationBody>,
  now = new Date(),
): Promise<DonationReply> {
  const video = await findLiveVideo(deps.db, videoId);
  if (!(await videoRights(deps.db, user, video)).canPlay) throw forbidden(VIDEO_API_MESSAGES.membersOnly);
  const [owner] = await deps.db
    .select({ currency: profiles.currency, paymentAccountId: profiles.paymentAccountId })
    .from(profiles)
    .where(eq(profiles.id, video.ownerId))
    .limit(1);
  if (!owner?.paymentAccountId) throw new AppError('validation_failed', VIDEO_API_MESSAGES.donationsOff);
  // Each start leaves a pending order for half an hour: counted per account.
  await deps.limits.hit(RATE_RULES.videoDonation, user.id);

  const [account] = await deps.db.select().from(users).where(eq(users.profileId, user.id)).limit(1);
  if (!account) throw forbidden();
  const [inserted] = await deps.db
    .insert(orders)
    .values({
      productType: 'ArtistVideo',
      videoId: video.id,
      ownerId: video.ownerId,
      userId: user.id,
      status: 'pending',
      step: 'pay',
      holdExpiresAt: new Date(now.getTime() + DONATION_PAY_MINUTES * 60_000),
      currency: owner.currency,
      subtotal: 0,
      donationAmount: body.amount,
      total: body.amount,
      // Checkout takes the platform's fee on tickets only, never on a donation (domain/checkout.ts orderTotals).
      feeTotal: 0,
      paymentMethod: 'card',
      paymentProvider: deps.payments.name,
      ...accountBuyer(account, user.id),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const order = inserted as DonationOrder;
  await ensureDonationPayment(deps, order, owner.paymentAccountId);
  return { orderId: order.id, redirectUrl: donationPagePath(order.id) };
}

/**
 * GET /api/v1/video_donations/:id: the donor's own donation (404 for anyone else: the id is the donor's capability).
 * While it is open its payment is made if missing, a payment that went through completes it here without waiting
 * for the provider's event, and one past its time ends.
 */
export async function donationView(deps: CompletionDeps, user: AuthUser, id: string, now = new Date()): Promise<DonationView> {
  const [row] = await deps.db
    .select({
      order: orders,
      video: { id: videos.id, title: videos.title },
      owner: { name: profiles.name, paymentAccountId: profiles.paymentAccountId },
    })
    .from(orders)
    .innerJoin(videos, eq(videos.id, orders.videoId))
    .innerJoin(profiles, eq(profiles.id, orders.ownerId))
    .where(and(eq(orders.id, id), eq(orders.productType, 'ArtistVideo'), eq(orders.userId, user.id)))
    .limit(1);
  if (!row) throw notFound(VIDEO_API_MESSAGES.donationNotFound);
  const { video, owner } = row;
  let order = row.order as DonationOrder;
  const reread = async () => {
    order = (await deps.db.select().from(orders).where(eq(orders.id, id)).limit(1))[0] as DonationOrder;
  };
  const open = () => statusGroup(order.status) === 'processing';
  if (open()) {
    if (order.status === 'pending' && order.holdExpiresAt <= now) await endExpiredDonation(deps, order, now);
    else if (owner.paymentAccountId) await ensureDonationPayment(deps, order, owner.paymentAccountId);
    await reread();
  }
  const payment = open() && order.paymentId ? await deps.payments.retrievePayment(order.paymentId) : null;
  if (payment?.status === 'succeeded' && (await settleDonation(deps, order.id, { payment, now })) !== 'not_paid') await reread();
  const state = donationStateOf(order, payment);
  return {
    id: order.id,
    state,
    amount: order.total,
    currency: order.currency,
    video,
    ownerName: owner.name,
    payment: state === 'awaiting_payment' && payment ? { id: payment.id, clientSecret: payment.clientSecret } : null,
  };
}
