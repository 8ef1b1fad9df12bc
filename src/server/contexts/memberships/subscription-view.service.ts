import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MEMBERSHIP_PAGE_TEXTS,
  MEMBERSHIP_PATRON_TEXTS,
  SUBSCRIBE_MESSAGES,
  type manageSessionBody,
  type SandboxSubscriptionView,
} from '../../../contracts/membership-subscriptions.ts';
import { membershipTiers as tiers, profiles } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { profileSummary } from '../accounts/index.ts';
import { membershipBilling, SANDBOX_PAGE_PATH } from './membership-billing.ts';
import { memberPagePath } from './membership-paths.ts';
import { settleMembershipOrder, type MembershipDeps } from './settlement.service.ts';
import { firstOrderOf } from './subscription-records.ts';
import { ensureFirstPayment, findOwner, formPostStart, liveMembershipOf, type SubscribeDeps } from './subscribe.service.ts';
import { ownSubscription } from './subscription-changes.service.ts';
import type { SubscriptionRow } from './subscription-records.ts';

/** The sandbox's subscription page (checkout while pending, then the manage view) and the Manage form post. */

/** The page's reply for a subscription of the patron; `payment` while its first period waits for a card. */
export async function subscriptionView(
  deps: MembershipDeps,
  sub: SubscriptionRow,
  payment: SandboxSubscriptionView['payment'] = null,
): Promise<SandboxSubscriptionView> {
  const [row] = await deps.db
    .select({ tier: { id: tiers.id, name: tiers.name }, owner: profiles })
    .from(tiers)
    .innerJoin(profiles, eq(profiles.id, tiers.ownerId))
    .where(eq(tiers.id, sub.tierId))
    .limit(1);
  const { tier, owner } = row!;
  const { id, name, username, type, avatar } = profileSummary(owner);
  return {
    id: sub.id,
    status: sub.status,
    owner: { id, name, username, type, avatar },
    tier,
    amount: sub.amount,
    currency: sub.currency,
    interval: sub.interval,
    expiresAt: sub.expiresAt?.toISOString() ?? null,
    canceledAt: sub.canceledAt?.toISOString() ?? null,
    autoRenew: sub.autoRenew,
    cardLast4: sub.cardLast4,
    payment,
    returnTo: memberPagePath(owner),
  };
}

/**
 * GET /api/v1/sandbox/membership_subscriptions/:id. While pending, the first period's payment for the card form
 * (made if a crash lost it); a payment that already went through starts the membership here, without waiting for
 * its event.
 */
export async function sandboxSubscriptionView(deps: MembershipDeps, user: AuthUser, id: string, now = new Date()) {
  const sub = await ownSubscription(deps.db, user, id);
  if (sub.status !== 'pending') return subscriptionView(deps, sub);
  const [order, owner] = await Promise.all([firstOrderOf(deps.db, sub.id), findOwner(deps.db, sub.ownerId)]);
  // The sandbox's card form is on this page itself.
  const here = { successUrl: SANDBOX_PAGE_PATH(sub.id), cancelUrl: SANDBOX_PAGE_PATH(sub.id) };
  const paymentId =
    order && owner?.paymentAccountId ? await ensureFirstPayment(deps, membershipBilling(deps), order, owner.paymentAccountId, here) : null;
  if (!order || !paymentId) return subscriptionView(deps, sub);
  const payment = await deps.payments.retrievePayment(paymentId);
  if (payment.status === 'succeeded') {
    await settleMembershipOrder(deps, order.id, { payment, now });
    return subscriptionView(deps, await ownSubscription(deps.db, user, id));
  }
  const open = payment.status === 'requires_payment_method' ? { id: payment.id, clientSecret: payment.clientSecret } : null;
  return subscriptionView(deps, sub, open);
}

/**
 * POST /membership_subscriptions/manage: the patron's provider subscription of the owner (its manage page), or back
 * to the page with why not (no membership, or one added by hand: the organizer's contact).
 */
export async function manageSession(
  deps: SubscribeDeps,
  user: AuthUser,
  body: z.output<typeof manageSessionBody>,
  redirectTo: string | undefined,
): Promise<string> {
  const start = await formPostStart(deps.db, user, body, redirectTo);
  if ('redirect' in start) return start.redirect;
  const { owner, back, refuse } = start;
  const sub = await liveMembershipOf(deps.db, owner.id, user);
  if (!sub) return refuse(SUBSCRIBE_MESSAGES.notMember(owner.name));
  if (sub.provider === null) {
    const contact = owner.publicEmail
      ? MEMBERSHIP_PAGE_TEXTS.addedManuallyContact(owner.publicEmail)
      : MEMBERSHIP_PATRON_TEXTS.addedManuallyNoContact;
    return refuse(`${MEMBERSHIP_PAGE_TEXTS.addedManually} ${contact}`);
  }
  const billing = membershipBilling(deps);
  if (billing.provider !== sub.provider || sub.userId !== user.id) return refuse(SUBSCRIBE_MESSAGES.providerUnsupported);
  return billing.manageUrl(sub, `${deps.config.publicUrl}${back}`, back);
}
