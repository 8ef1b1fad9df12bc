import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { MEMBERSHIP_MESSAGES, type memberBody, type MemberView } from '../../../contracts/memberships.ts';
import { memberProblems } from '../../../domain/memberships.ts';
import { normalizeEmail } from '../../../domain/people.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { membershipPrices as prices, membershipSubscriptions as subs, membershipTiers as tiers, users } from '../../platform/db/schema/index.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { recordEvents } from '../../platform/outbox.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { toMemberView } from './members.service.ts';
import { LIVE_STATUSES, periodEnd, releaseSeat, subscriptionEvent, takeSeat, type SubscriptionRow } from './subscription-records.ts';

/**
 * Members the organizer adds by hand (content-management 2.2, 5): no payment-provider subscription, so the
 * organizer adds, edits and removes them; a provider subscription is the patron's to manage.
 */

type MemberInput = z.output<typeof memberBody>;
type TierRow = typeof tiers.$inferSelect;
type PriceRow = typeof prices.$inferSelect;

/**
 * The tier and price a member form names: the owner's, shown, and one of the tier's current prices (422
 * otherwise). `current` is the member being edited: keeping its own tier and price is always allowed.
 */
async function chosenTierPrice(
  tx: Tx,
  owner: ProfileRow,
  input: MemberInput,
  current?: SubscriptionRow,
): Promise<{ tier: TierRow; price: PriceRow }> {
  const [tier] = await tx
    .select()
    .from(tiers)
    .where(and(eq(tiers.id, input.tierId!), eq(tiers.ownerId, owner.id)));
  if (!tier) throw invalid({ tierId: MEMBERSHIP_MESSAGES.tierNotFound });
  const sameTier = current?.tierId === tier.id;
  if (tier.archived && !sameTier) throw invalid({ tierId: MEMBERSHIP_MESSAGES.tierHidden });
  const [price] = await tx
    .select()
    .from(prices)
    .where(and(eq(prices.id, input.priceId!), eq(prices.tierId, tier.id)));
  if (!price || (price.archived && !(sameTier && current?.priceId === price.id))) throw invalid({ priceId: MEMBERSHIP_MESSAGES.priceUnavailable });
  return { tier, price };
}

const full = () => new AppError('conflict', MEMBERSHIP_MESSAGES.tierFull);
const duplicate = () => new AppError('conflict', MEMBERSHIP_MESSAGES.alreadyMember);

/** The account whose VERIFIED e-mail is the address: no right comes from an unverified one. */
async function verifiedAccount(tx: Tx, email: string): Promise<string | null> {
  const [account] = await tx
    .select({ id: users.profileId })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return account?.id ?? null;
}

/**
 * POST /api/v1/membership_subscriptions: a member added by hand, active for one interval of the chosen price,
 * not renewing, without a provider. The seat is taken with one conditional UPDATE (409 when the tier is full);
 * a person has one live membership per owner (409: the check, then the partial unique indexes for a race).
 */
export async function createMember(db: Db, owner: ProfileRow, input: MemberInput, now = new Date()): Promise<MemberView> {
  const errors = memberProblems(input, 'new');
  if (Object.keys(errors).length) throw invalid(errors);
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const { tier, price } = await chosenTierPrice(tx, owner, input);
    const userId = await verifiedAccount(tx, email);
    const [live] = await tx
      .select({ id: subs.id })
      .from(subs)
      .where(
        and(
          eq(subs.ownerId, owner.id),
          inArray(subs.status, [...LIVE_STATUSES]),
          userId ? or(eq(subs.userId, userId), eq(subs.email, email)) : eq(subs.email, email),
        ),
      )
      .limit(1);
    if (live) throw duplicate();
    if (!(await takeSeat(tx, tier.id))) throw full();
    const [row] = await tx
      .insert(subs)
      .values({
        ownerId: owner.id,
        tierId: tier.id,
        priceId: price.id,
        userId,
        email,
        name: input.fullName.trim(),
        status: 'active',
        autoRenew: false,
        amount: price.amount,
        currency: price.currency,
        interval: price.interval,
        startsAt: now,
        currentPeriodStart: now,
        expiresAt: periodEnd(now, price.interval),
        holdsSeat: true,
        provider: null,
      })
      .onConflictDoNothing()
      .returning();
    // The rollback gives the seat back.
    if (!row) throw duplicate();
    await recordEvents(tx, [subscriptionEvent('membership.subscription.created', row, now)]);
    return toMemberView(row, tier.name, now);
  });
}

/** The owner's member locked for a change; a provider subscription is the patron's to manage (409). */
async function lockManualMember(tx: Tx, owner: ProfileRow, id: string): Promise<SubscriptionRow> {
  const [row] = await tx
    .select()
    .from(subs)
    .where(and(eq(subs.id, id), eq(subs.ownerId, owner.id), ne(subs.status, 'pending')))
    .for('update');
  if (!row) throw notFound(MEMBERSHIP_MESSAGES.memberNotFound);
  if (row.provider !== null) throw new AppError('conflict', MEMBERSHIP_MESSAGES.providerMember);
  return row;
}

/**
 * PATCH .../membership_subscriptions/:id: name, tier and price of a manually added member (the e-mail stays). A
 * move to another tier takes a seat there and gives the old one back in the same transaction; both tier rows are
 * locked in id order first, so two opposite moves never deadlock. The expiry stays: the period was granted.
 */
export async function updateMember(db: Db, owner: ProfileRow, id: string, input: MemberInput, now = new Date()): Promise<MemberView> {
  return db.transaction(async (tx) => {
    const member = await lockManualMember(tx, owner, id);
    const errors = memberProblems(input, 'edit');
    if (Object.keys(errors).length) throw invalid(errors);
    const { tier, price } = await chosenTierPrice(tx, owner, input, member);
    if (tier.id !== member.tierId && member.holdsSeat) {
      await tx
        .select({ id: tiers.id })
        .from(tiers)
        .where(inArray(tiers.id, [tier.id, member.tierId]))
        .orderBy(tiers.id)
        .for('update');
      if (!(await takeSeat(tx, tier.id))) throw full();
      await releaseSeat(tx, member.tierId);
    }
    const newPrice = price.id !== member.priceId;
    const [row] = await tx
      .update(subs)
      .set({
        name: input.fullName.trim(),
        tierId: tier.id,
        priceId: price.id,
        ...(newPrice ? { amount: price.amount, currency: price.currency, interval: price.interval } : {}),
        updatedAt: now,
      })
      .where(eq(subs.id, id))
      .returning();
    await recordEvents(tx, [subscriptionEvent('membership.subscription.updated', row!, now)]);
    return toMemberView(row!, tier.name, now);
  });
}

/**
 * DELETE .../membership_subscriptions/:id: a manually added member's access ends now. The row stays (orders may
 * name it) as expired, and its seat goes back. Removing an expired member again changes nothing.
 */
export async function deleteMember(db: Db, owner: ProfileRow, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockManualMember(tx, owner, id);
    if (member.status === 'expired') return;
    if (member.holdsSeat) await releaseSeat(tx, member.tierId);
    const ended = member.expiresAt && member.expiresAt < now ? member.expiresAt : now;
    const [row] = await tx
      .update(subs)
      .set({ status: 'expired', holdsSeat: false, expiresAt: ended, updatedAt: now })
      .where(eq(subs.id, id))
      .returning();
    await recordEvents(tx, [subscriptionEvent('membership.subscription.expired', row!, now)]);
  });
}
