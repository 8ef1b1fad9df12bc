import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_VALIDATION_MESSAGES as M } from '../../../contracts/memberships.messages.ts';
import type { MemberView, TierView } from './api.ts';
import { priceView } from './views.fixtures.ts';
import { priceAfterTierChange, priceChoices, tierChoices, toMemberBody, toMemberFormValues, validateMember } from './member-form.ts';

const OWNER = '00000000-0000-4000-8000-000000000001';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const tier = (n: number, more: Partial<TierView> = {}): TierView => ({
  id: id(n),
  name: `Tier ${n}`,
  description: '',
  emailText: '',
  archived: false,
  position: 0,
  membersCount: 0,
  revenue: 0,
  currency: 'usd',
  validSubscriptionsLimit: null,
  remaining: null,
  benefits: [],
  prices: [priceView(id(n * 10), 500)],
  ...more,
});

const member: MemberView = {
  id: id(99),
  userId: null,
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  tierId: id(2),
  tierName: 'Tier 2',
  priceId: id(21),
  priceAmount: 900,
  priceInterval: 'year',
  currency: 'usd',
  status: 'active',
  display: { kind: 'expires', date: '2026-05-01T00:00:00.000Z' },
  expiresAt: '2026-05-01T00:00:00.000Z',
  startsAt: '2025-05-01T00:00:00.000Z',
  autoRenew: false,
  stripeSubscription: false,
};

const hidden = tier(2, {
  archived: true,
  prices: [
    priceView(id(20), 500, { position: 1 }),
    priceView(id(21), 900, { interval: 'year', archived: true }),
    priceView(id(22), 100, { position: 0 }),
  ],
});
const tiers = [tier(1), hidden];

describe('choices', () => {
  it('offers tiers on public view, and a member’s own hidden tier', () => {
    expect(tierChoices(tiers, null).map((t) => t.id)).toEqual([id(1)]);
    expect(tierChoices(tiers, member).map((t) => t.id)).toEqual([id(1), id(2)]);
  });

  it('offers the tier’s prices on sale by position, and the member’s own archived price', () => {
    expect(priceChoices(hidden, null)).toEqual([
      { value: id(22), label: '$1.00 monthly' },
      { value: id(20), label: '$5.00 monthly' },
    ]);
    expect(priceChoices(hidden, member).map((p) => p.label)).toContain('$9.00 yearly');
    expect(priceChoices(undefined, member)).toEqual([]);
  });

  it('picks the price of a tier that has one on sale only', () => {
    expect(priceAfterTierChange(tier(1))).toBe(id(10));
    expect(priceAfterTierChange(hidden)).toBeNull();
    expect(priceAfterTierChange(undefined)).toBeNull();
  });
});

describe('toMemberBody and validateMember', () => {
  it('reads a member and sends the e-mail only when adding', () => {
    const values = toMemberFormValues(member);
    expect(values).toEqual({ fullName: 'Ada Lovelace', email: 'ada@example.com', tierId: id(2), priceId: id(21) });
    expect(toMemberBody({ ...values, email: ' Ada@Example.com ' }, OWNER, 'new')).toEqual({
      ownerId: OWNER,
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      tierId: id(2),
      priceId: id(21),
    });
    expect(toMemberBody(values, OWNER, 'edit').email).toBe('');
  });

  it.each<[string, 'new' | 'edit', Partial<ReturnType<typeof toMemberFormValues>>, Record<string, string>]>([
    ['a valid new member', 'new', {}, {}],
    ['a bad e-mail when adding', 'new', { email: 'ada@' }, { email: M.emailInvalid }],
    ['a bad e-mail when editing (not checked)', 'edit', { email: '' }, {}],
    ['no tier nor price', 'new', { tierId: null, priceId: null }, { tierId: M.tierRequired, priceId: M.priceChoiceRequired }],
  ])('%s', (_label, mode, patch, expected) => expect(validateMember({ ...toMemberFormValues(member), ...patch }, mode)).toEqual(expected));

  it('checks the name with the person name rules', () => {
    expect(validateMember({ ...toMemberFormValues(member), fullName: ' ' }, 'edit')).toHaveProperty('fullName');
    expect(validateMember({ ...toMemberFormValues(member), fullName: 'R2D2' }, 'edit')).toHaveProperty('fullName');
  });
});
