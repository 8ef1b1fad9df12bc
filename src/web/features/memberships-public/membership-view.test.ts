import { describe, expect, it } from 'vitest';
import type { MemberStatus, PriceInterval } from '../../../domain/memberships.ts';
import type { PublicTier, SandboxSubscriptionView, TierPrice } from './api.ts';
import {
  heldFirst,
  isExpiredMembership,
  manageActions,
  membershipDateLine,
  priceLabel,
  resultModal,
  returnPath,
  subscribedShown,
  shownPrices,
  tierAction,
  withRedirect,
  withResult,
  type ResultSearch,
} from './membership-view.ts';

const NOW = new Date('2025-06-15T12:00:00Z');
const LATER = '2025-07-01T12:00:00.000Z';
const EARLIER = '2025-06-01T12:00:00.000Z';

const price = (id: string, position: number, subscribeUrl: string | null = '/membership_subscriptions/initialize_session'): TierPrice => ({
  id,
  price: 500,
  currency: 'usd',
  interval: 'month',
  position,
  subscribeUrl,
});

const subscription = (stripeSubscription: boolean): NonNullable<PublicTier['subscription']> => ({
  id: 'sub',
  tierId: 'tier',
  priceId: 'a',
  priceAmount: 500,
  priceInterval: 'month',
  status: 'active',
  stripeSubscription,
  manageUrl: stripeSubscription ? '/membership_subscriptions/manage' : null,
  expiresAt: LATER,
});

const tier = (id: string, held: boolean): PublicTier => ({
  id,
  name: id,
  description: '',
  benefits: [],
  prices: [price('a', 0)],
  soldOut: false,
  subscription: held ? subscription(true) : null,
});

describe('priceLabel', () => {
  it.each<[number, string, PriceInterval, string]>([
    [500, 'usd', 'month', '$5.00 monthly'],
    [5000, 'gbp', 'year', '£50.00 yearly'],
    [1000, 'jpy', 'month', '¥1,000 monthly'],
    [1234, 'chf', 'year', 'CHF 12.34 yearly'],
    [0, 'eur', 'month', '€0.00 monthly'],
  ])('%i %s a %s', (amount, currency, interval, expected) => {
    expect(priceLabel(amount, currency, interval)).toBe(expected);
  });
});

describe('shownPrices', () => {
  it.each<[string, number[], string[]]>([
    ['one', [0], ['p0']],
    ['by position', [1, 0], ['p0', 'p1']],
    ['gaps kept in order', [7, 2], ['p2', 'p7']],
  ])('%s', (_, positions, expected) => {
    expect(shownPrices(positions.map((p) => price(`p${p}`, p))).map((p) => p.id)).toEqual(expected);
  });
});

describe('heldFirst', () => {
  it.each<[string, [string, boolean][], string[]]>([
    [
      'none held: the order given',
      [
        ['a', false],
        ['b', false],
      ],
      ['a', 'b'],
    ],
    [
      'a held tier moves up',
      [
        ['a', false],
        ['b', true],
        ['c', false],
      ],
      ['b', 'a', 'c'],
    ],
    [
      'held tiers keep their own order',
      [
        ['a', false],
        ['b', true],
        ['c', true],
      ],
      ['b', 'c', 'a'],
    ],
  ])('%s', (_, tiers, expected) => {
    expect(heldFirst(tiers.map(([id, held]) => tier(id, held))).map((t) => t.id)).toEqual(expected);
  });
});

describe('tierAction', () => {
  it.each<[string, PublicTier['subscription'], string | null | undefined, ReturnType<typeof tierAction>]>([
    ['not held, can be bought', null, '/membership_subscriptions/initialize_session', { kind: 'subscribe', enabled: true }],
    ['not held, no subscribe URL (sold out)', null, null, { kind: 'subscribe', enabled: false }],
    ['not held, no price', null, undefined, { kind: 'subscribe', enabled: false }],
    ['held through the provider', subscription(true), null, { kind: 'manage' }],
    ['added by hand', subscription(false), '/x', { kind: 'manual' }],
  ])('%s', (_, sub, url, expected) => {
    expect(tierAction({ subscription: sub }, url === undefined ? undefined : { subscribeUrl: url })).toEqual(expected);
  });
});

describe('subscribedShown', () => {
  it.each<[string, ResultSearch, boolean | undefined, boolean]>([
    ['back from paying, a member now', { success_message: 'Welcome' }, true, true],
    ['back from paying, still processing', { success_message: 'Welcome' }, false, false],
    ['a success where membership is not known (a manage form)', { success_message: 'Saved' }, undefined, false],
    ['an error, though a member', { error_message: 'Card declined' }, true, false],
    ['a member without a message', {}, true, false],
  ])('%s', (_, search, member, expected) => {
    expect(subscribedShown(resultModal(search), member)).toBe(expected);
  });
});

describe('resultModal', () => {
  it.each<[string, ResultSearch, ReturnType<typeof resultModal>]>([
    ['nothing', {}, null],
    ['an error', { error_message: 'Card declined' }, { title: 'Error!', message: 'Card declined', error: true }],
    ['a success', { success_message: 'Welcome' }, { title: 'Processing...', message: 'Welcome', error: false }],
    ['both: the error wins', { error_message: 'No', success_message: 'Yes' }, { title: 'Error!', message: 'No', error: true }],
    ['empty texts', { error_message: '', success_message: '' }, null],
  ])('%s', (_, search, expected) => {
    expect(resultModal(search)).toEqual(expected);
  });
});

describe('returnPath and withRedirect', () => {
  it.each<[string, string, Record<string, string>, string]>([
    ['/o/hall/memberships', '', {}, '/o/hall/memberships'],
    ['/o/hall/memberships', '?success_message=Thanks&error_message=No', {}, '/o/hall/memberships'],
    ['/o/hall', '?tab=membership&subscribe=x', {}, '/o/hall?tab=membership'],
    ['/o/hall', '?tab=membership', { subscribe: 'p1' }, '/o/hall?tab=membership&subscribe=p1'],
  ])('%s%s', (pathname, search, extra, expected) => {
    expect(returnPath({ pathname, search }, extra)).toBe(expected);
  });

  it('puts the return path in the query', () => {
    expect(withRedirect('/membership_subscriptions/initialize_session', '/o/hall?tab=membership')).toBe(
      '/membership_subscriptions/initialize_session?redirect_to=%2Fo%2Fhall%3Ftab%3Dmembership',
    );
    expect(withRedirect('/m?x=1', '/p/ann/memberships')).toBe('/m?x=1&redirect_to=%2Fp%2Fann%2Fmemberships');
  });
});

describe('withResult', () => {
  it.each<[string, string, string]>([
    ['/o/hall/memberships', 'Welcome aboard', '/o/hall/memberships?success_message=Welcome+aboard'],
    ['/o/hall?tab=membership', 'Hi', '/o/hall?tab=membership&success_message=Hi'],
    ['/o/hall?success_message=Old', 'New', '/o/hall?success_message=New'],
    ['https://evil.example/x', 'Hi', '/?success_message=Hi'],
    ['//evil.example/x', 'Hi', '/?success_message=Hi'],
  ])('%s', (returnTo, message, expected) => {
    expect(withResult(returnTo, 'success_message', message)).toBe(expected);
  });
});

type ViewState = Pick<SandboxSubscriptionView, 'status' | 'expiresAt' | 'autoRenew' | 'canceledAt'>;
const view = (status: SandboxSubscriptionView['status'], expiresAt: string | null, more: Partial<ViewState> = {}): ViewState => ({
  status,
  expiresAt,
  autoRenew: true,
  canceledAt: null,
  ...more,
});

describe('membershipDateLine', () => {
  it.each<[string, ViewState, string | null]>([
    ['pending', view('pending', null), null],
    ['renews', view('active', LATER), 'Renews on Jul 1, 2025'],
    ['canceled: expires', view('canceled', LATER, { canceledAt: EARLIER }), 'Expires on Jul 1, 2025'],
    ['not renewing: expires', view('active', LATER, { autoRenew: false }), 'Expires on Jul 1, 2025'],
    ['past due: expires at the end of grace', view('past_due', '2025-06-14T12:00:00.000Z'), 'Expires on Jun 21, 2025'],
    ['over', view('active', EARLIER), 'This membership has expired.'],
    ['expired', view('expired', EARLIER), 'This membership has expired.'],
  ])('%s', (_, v, expected) => {
    expect(membershipDateLine(v, NOW)).toBe(expected);
  });
});

describe('manageActions', () => {
  it.each<[string, ViewState, ReturnType<typeof manageActions>]>([
    ['renewing', view('active', LATER), { cancel: true, resume: false, changeCard: true }],
    ['canceled with time left', view('canceled', LATER, { canceledAt: EARLIER }), { cancel: false, resume: true, changeCard: false }],
    ['canceled flag on an active one', view('active', LATER, { canceledAt: EARLIER }), { cancel: false, resume: true, changeCard: false }],
    ['past due', view('past_due', EARLIER), { cancel: true, resume: false, changeCard: true }],
    ['expired', view('expired', EARLIER), { cancel: false, resume: false, changeCard: false }],
    ['canceled and over', view('canceled', EARLIER, { canceledAt: EARLIER }), { cancel: false, resume: false, changeCard: false }],
    ['pending', view('pending', null), { cancel: false, resume: false, changeCard: false }],
  ])('%s', (_, v, expected) => {
    expect(manageActions(v, NOW)).toEqual(expected);
  });
});

describe('isExpiredMembership', () => {
  it.each<[MemberStatus, string | null, boolean]>([
    ['active', LATER, false],
    ['active', EARLIER, true],
    ['canceled', LATER, false],
    ['expired', LATER, true],
    ['invited', null, false],
    ['past_due', '2025-06-14T12:00:00.000Z', false],
  ])('%s until %s', (status, expiresAt, expected) => {
    expect(isExpiredMembership({ status, expiresAt }, NOW)).toBe(expected);
  });
});
