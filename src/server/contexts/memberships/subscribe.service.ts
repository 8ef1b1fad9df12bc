import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MEMBERSHIP_MESSAGES, SUBSCRIBE_MESSAGES, type initializeSessionBody } from '../../../contracts/membership-subscriptions.ts';
import { normalizeEmail } from '../../../domain/people.ts';
import type { Config } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db/client.ts';
import {
  membershipPrices as prices,
  membershipSubscriptions as subs,
  membershipTiers as tiers,
  orders,
  profiles,
  users,
} from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { forbidden } from '../../platform/http/errors.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { ofViewer } from '../../platform/access/member-access.ts';
import { membershipBilling, type MembershipBilling, type ReturnLinks } from './membership-billing.ts';
import { pageVisible } from './membership-page.service.ts';
import { isPrivateLink, membershipPagePath, sameSitePath, withMessage } from './membership-paths.ts';
import { settleMembershipOrder, type MembershipDeps } from './settlement.service.ts';
import { expirePendingCheckout } from './subscription-changes.service.ts';
import { accountBuyer } from '../checkout/index.ts';
import { LIVE_STATUSES, takeSeat, type SubscriptionRow, firstOrderOf, type MembershipOrderRow } from './subscription-records.ts';

/**
 * Subscribing (content-management 2.3, 7): the Subscribe form post opens a checkout, a pending membership that
 * holds one of the tier's seats for PENDING_MINUTES with its first period's order, and sends the browser to the
 * provider's payment page. The payment's success starts the membership (settlement.service.ts).
 */

/** How long an unpaid checkout keeps its seat; the sweep ends it after (cancelling its payment first). */
export const PENDING_MINUTES = 30;

type InitializeSessionBody = z.output<typeof initializeSessionBody>;

/** The form posts also need the site's address: a provider's hosted pages send the patron back to it. */
export type SubscribeDeps = MembershipDeps & { config: Pick<Config, 'publicUrl'> };

/** The one live membership (pending included) a person has of an owner: by account, or by verified e-mail. */
export async function liveMembershipOf(db: Queryable, ownerId: string, user: AuthUser): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subs)
    .where(and(eq(subs.ownerId, ownerId), ofViewer(user), inArray(subs.status, [...LIVE_STATUSES])))
    .orderBy(asc(subs.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findOwner(db: Queryable, ownerId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, ownerId)).limit(1);
  return row ?? null;
}

/** A price that can be bought now: not archived, of a tier of this owner that is not archived. */
async function offerOf(db: Queryable, ownerId: string, priceId: string) {
  const [row] = await db
    .select({ price: prices, tier: tiers })
    .from(prices)
    .innerJoin(tiers, eq(tiers.id, prices.tierId))
    .where(and(eq(prices.id, priceId), eq(tiers.ownerId, ownerId), eq(prices.archived, false), eq(tiers.archived, false)))
    .limit(1);
  return row ?? null;
}

/**
 * The start of both membership form posts: the form must name the signed-in account (403 otherwise); the way back is
 * the same-site `redirect_to` or the owner's membership page, where a refusal is shown as `error_message`. A missing
 * owner goes back at once (`redirect`).
 */
export async function formPostStart(
  db: Queryable,
  user: AuthUser,
  body: { user_id: string; owner_id: string },
  redirectTo: string | undefined,
): Promise<{ redirect: string } | { owner: ProfileRow; came: string | null; back: string; refuse: (message: string) => string }> {
  if (body.user_id !== user.id) throw forbidden(SUBSCRIBE_MESSAGES.wrongAccount);
  const came = sameSitePath(redirectTo);
  const owner = await findOwner(db, body.owner_id);
  if (!owner) return { redirect: withMessage(came ?? '/', 'error_message', MEMBERSHIP_MESSAGES.profileNotFound) };
  const back = came ?? membershipPagePath(owner);
  return { owner, came, back, refuse: (message: string) => withMessage(back, 'error_message', message) };
}

/**
 * POST /membership_subscriptions/initialize_session: where to send the browser. A refusal goes back to the page
 * with its `error_message`; a checkout already open for the same price is reused (a second click or tab takes no
 * second seat); one open for another price, or past its time, is ended first (when its payment can no longer
 * succeed; one still in flight is shown instead).
 */
export async function initializeSession(
  deps: SubscribeDeps,
  user: AuthUser,
  body: InitializeSessionBody,
  redirectTo: string | undefined,
  now = new Date(),
): Promise<string> {
  const start = await formPostStart(deps.db, user, body, redirectTo);
  if ('redirect' in start) return start.redirect;
  const { owner, came, back, refuse } = start;

  // The form carries no uuid: a private page's post comes back to its own link (redirect_to).
  const privateUuid = came && isPrivateLink(came, owner) ? (owner.membershipPrivateUuid ?? undefined) : undefined;
  if (!owner.paymentAccountId || !pageVisible(owner, user, privateUuid)) return refuse(MEMBERSHIP_MESSAGES.notSetUp(owner.name));
  const billing = membershipBilling(deps);
  const offer = await offerOf(deps.db, owner.id, body.price_id);
  if (!offer) return refuse(SUBSCRIBE_MESSAGES.unavailable);

  const existing = await liveMembershipOf(deps.db, owner.id, user);
  if (existing) {
    const open = existing.status === 'pending' && existing.userId === user.id;
    if (!open) return refuse(SUBSCRIBE_MESSAGES.alreadyMember(owner.name));
    // Reused while its time runs; one past it (the sweep not there yet) or of another price is ended first.
    const running = existing.priceId === offer.price.id && existing.pendingUntil !== null && existing.pendingUntil > now;
    if (running || !(await expirePendingCheckout(deps, existing, now))) return payFirstPeriod(deps, billing, owner, existing, back);
  }

  const [account] = await deps.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(users.profileId, user.id))
    .limit(1);
  if (!account) throw forbidden();
  const { price, tier } = offer;
  const pendingUntil = new Date(now.getTime() + PENDING_MINUTES * 60_000);
  const opened = await deps.db
    .transaction(async (tx) => {
      if (!(await takeSeat(tx, tier.id))) return null;
      const [sub] = await tx
        .insert(subs)
        .values({
          ownerId: owner.id,
          tierId: tier.id,
          priceId: price.id,
          userId: user.id,
          email: normalizeEmail(account.email),
          name: account.name,
          status: 'pending',
          autoRenew: true,
          amount: price.amount,
          currency: price.currency,
          interval: price.interval,
          pendingUntil,
          holdsSeat: true,
          provider: billing.provider,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // Another tab opened it first: roll the seat back and use theirs.
      if (!sub) throw new AlreadyOpen();
      await tx.insert(orders).values({
        productType: 'MembershipTier',
        membershipTierId: tier.id,
        membershipPriceId: price.id,
        membershipSubscriptionId: sub.id,
        periodStart: now,
        ownerId: owner.id,
        userId: user.id,
        status: 'pending',
        step: 'pay',
        holdExpiresAt: pendingUntil,
        currency: price.currency,
        subtotal: price.amount,
        total: price.amount,
        feeTotal: billing.fee(price.amount, price.currency),
        paymentMethod: 'card',
        paymentProvider: deps.payments.name,
        ...accountBuyer(account, user.id),
        createdAt: now,
        updatedAt: now,
      });
      return sub;
    })
    .catch(async (err: unknown) => {
      if (!(err instanceof AlreadyOpen)) throw err;
      return (await liveMembershipOf(deps.db, owner.id, user)) ?? null;
    });
  if (!opened) return refuse(SUBSCRIBE_MESSAGES.soldOut);
  if (opened.status !== 'pending' || opened.userId !== user.id) return refuse(SUBSCRIBE_MESSAGES.alreadyMember(owner.name));
  if (opened.amount === 0) {
    const order = await firstOrderOf(deps.db, opened.id);
    if (order && (await settleMembershipOrder(deps, order.id, { now })) === 'completed') {
      return withMessage(back, 'success_message', SUBSCRIBE_MESSAGES.welcome(owner.name));
    }
  }
  return payFirstPeriod(deps, billing, owner, opened, back);
}

class AlreadyOpen extends Error {
  constructor() {
    super('A checkout of this membership is already open');
  }
}

/**
 * The checkout's payment page, after making sure its payment exists (created on first need, by the order's id). A
 * provider's hosted page sends the patron back to the page they came from: welcomed when paid.
 */
async function payFirstPeriod(
  deps: SubscribeDeps,
  billing: MembershipBilling,
  owner: ProfileRow,
  sub: SubscriptionRow,
  back: string,
): Promise<string> {
  const order = await firstOrderOf(deps.db, sub.id);
  if (!order) return back;
  const links = {
    successUrl: `${deps.config.publicUrl}${withMessage(back, 'success_message', SUBSCRIBE_MESSAGES.welcome(owner.name))}`,
    cancelUrl: `${deps.config.publicUrl}${back}`,
  };
  const paymentId = owner.paymentAccountId ? await ensureFirstPayment(deps, billing, order, owner.paymentAccountId, links) : null;
  return billing.checkoutUrl(sub, { ...order, paymentId }, back);
}

/**
 * The first period's provider payment, created once: the idempotency key is the order's id, so a retry after a crash
 * between the checkout's commit and here finds the same payment.
 */
export async function ensureFirstPayment(
  deps: MembershipDeps,
  billing: MembershipBilling,
  order: MembershipOrderRow,
  accountId: string,
  links: ReturnLinks,
) {
  if (order.paymentId || order.total === 0) return order.paymentId;
  const payment = await billing.firstPayment(order, accountId, links);
  await deps.db
    .update(orders)
    .set({ paymentId: payment.id, paymentProvider: deps.payments.name, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  return payment.id;
}
