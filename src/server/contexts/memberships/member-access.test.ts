import { beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_GRACE_DAYS } from '../../../domain/memberships.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import type { Person } from '../../testing/events.ts';
import { daysFromNow, HELD_NOW, makeTier } from './member-access.fixtures.ts';
import { insertSubscription } from './memberships.fixtures.ts';
import { heldTierIds, isMemberOf } from '../../platform/access/member-access.ts';

/**
 * Which tiers a viewer holds now: the one answer members-only tickets, benefits, the member badge and members-only
 * pages read. Memberships are written straight into the database.
 */
const t = useTestApp();
let owner: Person;
let otherOwner: Person;
let tier: { tierId: string; priceId: string };
let second: { tierId: string; priceId: string };
let foreign: { tierId: string; priceId: string };

beforeAll(async () => {
  [owner, otherOwner] = [await signUpUser(t.app), await signUpUser(t.app)];
  tier = await makeTier(t, owner.user.id, { name: 'Friend' });
  second = await makeTier(t, owner.user.id, { name: 'Patron' });
  foreign = await makeTier(t, otherOwner.user.id, { name: 'Elsewhere' });
});

const as = (p: Person) => p.user;
const account = (p: Person) => ({ userId: p.user.id, email: p.email });
const byEmail = (p: Person) => ({ userId: null, email: p.email });
const graceDays = (extra: number) => daysFromNow(-RENEWAL_GRACE_DAYS + extra);

describe('heldTierIds', () => {
  it('gives a signed-out viewer nothing', async () => {
    expect(await heldTierIds(t.db, owner.user.id, null)).toEqual([]);
    expect(await isMemberOf(t.db, owner.user.id, null)).toBe(false);
  });

  interface Case {
    name: string;
    /** The membership, as the person it is for. */
    join(p: Person): { userId: string | null; email: string };
    status: 'active' | 'past_due' | 'canceled' | 'expired' | 'invited';
    expiresAt: Date | null;
    verified?: boolean;
    holds: boolean;
  }
  const cases: Case[] = [
    { name: 'an active member by account', join: account, status: 'active', expiresAt: daysFromNow(20), holds: true },
    { name: 'a member added by hand, by verified e-mail', join: byEmail, status: 'active', expiresAt: daysFromNow(20), holds: true },
    {
      name: 'a member added by hand whose e-mail is not verified',
      join: byEmail,
      status: 'active',
      expiresAt: daysFromNow(20),
      verified: false,
      holds: false,
    },
    {
      name: 'a member by account with an unverified e-mail',
      join: account,
      status: 'active',
      expiresAt: daysFromNow(20),
      verified: false,
      holds: true,
    },
    { name: 'a canceled member until the end of the paid period', join: account, status: 'canceled', expiresAt: daysFromNow(3), holds: true },
    { name: 'a canceled member after the paid period', join: account, status: 'canceled', expiresAt: daysFromNow(-1), holds: false },
    { name: 'a past-due member within the grace period', join: account, status: 'past_due', expiresAt: graceDays(1), holds: true },
    { name: 'a past-due member after the grace period', join: account, status: 'past_due', expiresAt: graceDays(-1), holds: false },
    { name: 'an expired member', join: account, status: 'expired', expiresAt: daysFromNow(-2), holds: false },
    { name: 'an active member whose renewal never came', join: account, status: 'active', expiresAt: daysFromNow(-1), holds: false },
    { name: 'an invited member', join: account, status: 'invited', expiresAt: null, holds: false },
  ];

  it.each(cases)('$name: holds the tier $holds', async (c) => {
    const person = await signUpUser(t.app, { verified: c.verified ?? true });
    await insertSubscription(t, tier.tierId, { ...c.join(person), status: c.status, expiresAt: c.expiresAt });
    expect(await heldTierIds(t.db, owner.user.id, as(person))).toEqual(c.holds ? [tier.tierId] : []);
    expect(await isMemberOf(t.db, owner.user.id, as(person))).toBe(c.holds);
  });

  it("answers per owner: another owner's member holds nothing here", async () => {
    const person = await signUpUser(t.app);
    await insertSubscription(t, foreign.tierId, { ...account(person), ...HELD_NOW });
    expect(await heldTierIds(t.db, owner.user.id, as(person))).toEqual([]);
    expect(await heldTierIds(t.db, otherOwner.user.id, as(person))).toEqual([foreign.tierId]);
  });

  it('counts the instant: a membership that ends now is no longer held', async () => {
    const person = await signUpUser(t.app);
    const end = daysFromNow(1);
    await insertSubscription(t, second.tierId, { ...account(person), status: 'active', expiresAt: end });
    expect(await heldTierIds(t.db, owner.user.id, as(person), new Date(end.getTime() - 1))).toEqual([second.tierId]);
    expect(await heldTierIds(t.db, owner.user.id, as(person), end)).toEqual([]);
  });

  it("never gives a right from someone else's address: another account's membership is not the viewer's", async () => {
    const [member, other] = [await signUpUser(t.app), await signUpUser(t.app)];
    // Linked to the member's account, though it names the other person's address.
    await insertSubscription(t, second.tierId, { userId: member.user.id, email: other.email, ...HELD_NOW });
    expect(await heldTierIds(t.db, owner.user.id, as(other))).toEqual([]);
    expect(await heldTierIds(t.db, owner.user.id, as(member))).toEqual([second.tierId]);
  });
});
