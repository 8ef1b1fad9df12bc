import { expect } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { sandboxSubscriptionView, type SandboxSubscriptionView } from '../../../contracts/membership-subscriptions.ts';
import type { TierView } from '../../../contracts/memberships.ts';
import { membershipSubscriptions, membershipTiers, orders, profiles, sandboxPayments, users } from '../../platform/db/schema/index.ts';
import { expectReply } from '../../testing/replies.ts';
import type { Person } from '../../testing/events.ts';
import { mailsTo, signUpUser, type TestApp } from '../../testing/test-app.ts';
import { DUMMY_HASH } from '../accounts/passwords.ts';
import { createSession } from '../accounts/sessions.service.ts';
import { payCard, SUCCESS_CARD } from '../checkout/checkout.fixtures.ts';
import type { MembershipDeps } from './settlement.service.ts';

/** Helpers the subscription tests share: patrons, the Subscribe form post, the sandbox page, what was charged. */

export const SUBSCRIBE_PATH = '/membership_subscriptions/initialize_session';
export const MANAGE_PATH = '/membership_subscriptions/manage';
export const SANDBOX_PATH = '/api/v1/sandbox/membership_subscriptions';
/** The 'attaches, then declines' test card: saved as a renewal card, every charge declines. */
export const SAVES_THEN_DECLINES_CARD = '4000000000000341';

export const membershipDeps = (t: TestApp): MembershipDeps => ({ db: t.db, jobs: t.jobs, payments: t.runtime.payments });

/** Whom a request comes from: a session cookie. */
export interface Patron {
  id: string;
  email: string;
  cookie: string;
}

export const patronOf = (p: Person): Patron => ({ id: p.user.id, email: p.email, cookie: p.cookie });
/** A new verified person, as a patron. */
export const newPatron = async (t: TestApp): Promise<Patron> => patronOf(await signUpUser(t.app));
const cookieOf = (p?: Patron) => (p ? { cookie: p.cookie } : {});

let made = 0;
/** `n` verified patrons written straight to the database (no password hashing): for the crowd tests. */
export async function quickPatrons(t: TestApp, n: number): Promise<Patron[]> {
  const batch = Array.from({ length: n }, () => {
    made += 1;
    const tag = `${Date.now().toString(36)}q${made}`;
    return { username: `patron-${tag}`, email: `patron-${tag}@example.com` };
  });
  const rows = await t.db
    .insert(profiles)
    .values(batch.map((b) => ({ type: 'user' as const, username: b.username, name: `Patron ${b.username}` })))
    .returning({ id: profiles.id, username: profiles.username });
  await t.db.insert(users).values(
    rows.map((r, i) => ({
      profileId: r.id,
      email: batch[i]!.email,
      passwordHash: DUMMY_HASH,
      firstName: 'Patron',
      lastName: r.username,
      emailVerifiedAt: new Date(),
    })),
  );
  return Promise.all(rows.map(async (r, i) => ({ id: r.id, email: batch[i]!.email, cookie: `ovation_session=${await createSession(t.db, r.id)}` })));
}

/** The owner's public membership page path (the form's redirect_to). */
export const pagePath = (owner: Person) => `/p/${owner.user.username}/memberships`;

/** A form post of the Subscribe button, urlencoded as a browser sends it; answers the raw reply. */
export function postSubscribe(
  t: TestApp,
  patron: Patron | undefined,
  fields: { price_id: string; owner_id: string; user_id: string },
  redirectTo?: string,
  extraHeaders: Record<string, string> = {},
) {
  const query = redirectTo === undefined ? '' : `?redirect_to=${encodeURIComponent(redirectTo)}`;
  return t.app.inject({
    method: 'POST',
    url: `${SUBSCRIBE_PATH}${query}`,
    headers: { ...cookieOf(patron), 'content-type': 'application/x-www-form-urlencoded', ...extraHeaders },
    payload: new URLSearchParams({ ...fields, utf8: '✓' }).toString(),
  });
}

/** A form post of the Manage button; answers the raw reply. */
export function postManage(t: TestApp, patron: Patron | undefined, fields: { owner_id: string; user_id: string }, redirectTo?: string) {
  const query = redirectTo === undefined ? '' : `?redirect_to=${encodeURIComponent(redirectTo)}`;
  return t.app.inject({
    method: 'POST',
    url: `${MANAGE_PATH}${query}`,
    headers: { ...cookieOf(patron), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, utf8: '✓' }).toString(),
  });
}

/** The redirect's target: a 303 with a Location. */
export function locationOf(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string {
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
}

/** The `error_message` (or `success_message`) a redirect back to the page carries. */
export function messageOf(location: string, kind: 'error_message' | 'success_message' = 'error_message'): string | null {
  return new URL(location, 'http://x').searchParams.get(kind);
}

/** Subscribes to the tier's price (first by default) and expects the sandbox page; returns the subscription's id. */
export async function startSubscription(t: TestApp, patron: Patron, owner: Person, tier: Pick<TierView, 'prices'>, price = 0): Promise<string> {
  const location = locationOf(
    await postSubscribe(t, patron, { price_id: tier.prices[price]!.id, owner_id: owner.user.id, user_id: patron.id }, pagePath(owner)),
  );
  const match = /^\/sandbox\/memberships\/([0-9a-f-]{36})$/.exec(location);
  expect(match, location).not.toBeNull();
  return match![1]!;
}

export const getSandboxView = (t: TestApp, patron: Patron | undefined, id: string) =>
  t.app.inject({ method: 'GET', url: `${SANDBOX_PATH}/${id}`, headers: cookieOf(patron) });

export async function sandboxView(t: TestApp, patron: Patron, id: string): Promise<SandboxSubscriptionView> {
  return expectReply(await getSandboxView(t, patron, id), 200, sandboxSubscriptionView);
}

export const postSandbox = (t: TestApp, patron: Patron | undefined, id: string, action: 'cancel' | 'resume' | 'card', payload?: object) =>
  t.app.inject({ method: 'POST', url: `${SANDBOX_PATH}/${id}/${action}`, headers: cookieOf(patron), ...(payload ? { payload } : {}) });

/** A card for the sandbox's forms. */
export const testCard = (number = SUCCESS_CARD) => ({ number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', zip: '10001' });

/** The sandbox page's card form: pays the pending first period, then reads the page (which starts the membership). */
export async function payFirstPeriod(t: TestApp, patron: Patron, id: string, number = SUCCESS_CARD): Promise<SandboxSubscriptionView> {
  const view = await sandboxView(t, patron, id);
  expect(view.payment, `subscription ${id} has no payment to confirm`).not.toBeNull();
  await payCard(t, { paymentId: view.payment!.id, clientSecret: view.payment!.clientSecret }, number);
  return sandboxView(t, patron, id);
}

/** Subscribes and pays: an active membership's id. */
export async function subscribeAndPay(t: TestApp, patron: Patron, owner: Person, tier: Pick<TierView, 'prices'>): Promise<string> {
  const id = await startSubscription(t, patron, owner, tier);
  expect((await payFirstPeriod(t, patron, id)).status).toBe('active');
  return id;
}

export async function subscriptionRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.id, id));
  return row!;
}

export async function seatsTaken(t: TestApp, tierId: string): Promise<number> {
  const [row] = await t.db.select({ taken: membershipTiers.taken }).from(membershipTiers).where(eq(membershipTiers.id, tierId));
  return row!.taken;
}

/** A subscription's orders, by period. */
export function ordersOf(t: TestApp, subscriptionId: string) {
  return t.db.select().from(orders).where(eq(orders.membershipSubscriptionId, subscriptionId)).orderBy(asc(orders.periodStart));
}

/** The sandbox payments made for a subscription's orders. */
export function paymentsOf(t: TestApp, subscriptionId: string) {
  return t.db
    .select()
    .from(sandboxPayments)
    .where(sql`${sandboxPayments.metadata}->>'subscriptionId' = ${subscriptionId}`)
    .orderBy(asc(sandboxPayments.createdAt));
}

/** The subjects of the e-mails sent to an address, oldest first (once the queues delivered `count`). */
export async function subjectsTo(t: TestApp, to: string): Promise<string[]> {
  return (await mailsTo(t.db, to)).map((m) => m.subject);
}
