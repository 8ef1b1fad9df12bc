import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  cardErrorBody,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PAGE_TEXTS,
  MEMBERSHIP_PATRON_TEXTS,
  sandboxSubscriptionView,
  SANDBOX_SUBSCRIPTION_TEXTS,
  SUBSCRIBE_MESSAGES,
} from '../../../contracts/membership-subscriptions.ts';
import { MEMBERSHIP_MAIL_TEXTS as MAIL } from '../../../contracts/memberships.messages.ts';
import type { TierView } from '../../../contracts/memberships.ts';
import { memberDisplay } from '../../../domain/memberships.ts';
import { membershipSubscriptions, profiles } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsAfterJobs, useTestApp } from '../../testing/test-app.ts';
import { DECLINED_CARD, ZIP_CARD } from '../checkout/checkout.fixtures.ts';
import { createTier, insertSubscription, membershipOwner, subscriptionEvents, tierInput } from './memberships.fixtures.ts';
import {
  SAVES_THEN_DECLINES_CARD,
  locationOf,
  messageOf,
  pagePath,
  newPatron,
  patronOf,
  postManage,
  postSandbox,
  startSubscription,
  subscribeAndPay,
  subscriptionRow,
  testCard,
  type Patron,
} from './subscriptions.fixtures.ts';

const t = useTestApp();
let owner: Person;
let tierPrices: TierView;
const DAY = 86_400_000;
const member = async () => {
  const patron = await newPatron(t);
  return { patron, id: await subscribeAndPay(t, patron, owner, tierPrices) };
};

beforeAll(async () => {
  owner = await membershipOwner(t);
  tierPrices = await createTier(t, owner, tierInput(owner.user.id, { name: 'Changes' }));
});

describe('POST /api/v1/sandbox/membership_subscriptions/:id/cancel and /resume', () => {
  it('are the patron’s own: 401 signed out, 404 for others and unknown ids', async () => {
    const { id } = await member();
    for (const action of ['cancel', 'resume', 'card'] as const) {
      const body = action === 'card' ? { card: testCard() } : undefined;
      expect((await postSandbox(t, undefined, id, action, body)).statusCode).toBe(401);
      const other = await postSandbox(t, await newPatron(t), id, action, body);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(SANDBOX_SUBSCRIPTION_TEXTS.notFound);
      expect((await postSandbox(t, patronOf(owner), id, action, body)).statusCode).toBe(404);
      expect((await postSandbox(t, await newPatron(t), crypto.randomUUID(), action, body)).statusCode).toBe(404);
    }
    expect((await subscriptionRow(t, id)).status).toBe('active');
  });

  it('cancels at period end (access continues), resumes before it ends, and refuses what does not apply', async () => {
    const { patron, id } = await member();
    const notCanceled = await postSandbox(t, patron, id, 'resume');
    expect(notCanceled.statusCode).toBe(409);
    expect(notCanceled.json().message).toBe(SUBSCRIBE_MESSAGES.notCanceled);

    const cancelled = expectReply(await postSandbox(t, patron, id, 'cancel'), 200, sandboxSubscriptionView);
    expect(cancelled).toMatchObject({ status: 'canceled', autoRenew: false, canceledAt: expect.any(String) });
    const row = await subscriptionRow(t, id);
    expect(memberDisplay({ status: 'canceled', expiresAt: row.expiresAt, autoRenew: false }, new Date())).toEqual({
      kind: 'expires',
      date: row.expiresAt,
    });
    expect((await postSandbox(t, patron, id, 'cancel')).statusCode).toBe(409);
    const mails = await mailsAfterJobs(t, patron.email);
    const letter = mails.find((m) => m.subject === MAIL.cancelledSubject(owner.user.name))!;
    expect(letter.text).toContain('will not renew');
    expect(letter.text).toContain(`/sandbox/memberships/${id}`);

    const resumed = expectReply(await postSandbox(t, patron, id, 'resume'), 200, sandboxSubscriptionView);
    expect(resumed).toMatchObject({ status: 'active', autoRenew: true, canceledAt: null });
    expect((await subscriptionEvents(t, id)).map((e) => e.type)).toEqual([
      'membership.subscription.created',
      'membership.subscription.cancelled',
      'membership.subscription.updated',
    ]);

    // Cancelled and past its end: it cannot be resumed.
    await postSandbox(t, patron, id, 'cancel');
    await t.db
      .update(membershipSubscriptions)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(membershipSubscriptions.id, id));
    const ended = await postSandbox(t, patron, id, 'resume');
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(SUBSCRIBE_MESSAGES.ended);
  });

  it('a pending checkout cannot be cancelled', async () => {
    const patron = await newPatron(t);
    const id = await startSubscription(t, patron, owner, tierPrices);
    const res = await postSandbox(t, patron, id, 'cancel');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SUBSCRIBE_MESSAGES.notRunning);
  });
});

describe('POST /api/v1/sandbox/membership_subscriptions/:id/card', () => {
  it('checks the card as the card form does: 422 invalid details, 402 declined, then saves a good one', async () => {
    const { patron, id } = await member();
    const invalid = await postSandbox(t, patron, id, 'card', { card: testCard('4242424242424241') });
    expect(invalid.statusCode).toBe(422);
    expect(expectReply(invalid, 422, cardErrorBody)).toMatchObject({ code: 'invalid_number', fieldErrors: { number: expect.any(String) } });
    const declined = await postSandbox(t, patron, id, 'card', { card: testCard(DECLINED_CARD) });
    expect(expectReply(declined, 402, cardErrorBody)).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline' });
    const zip = await postSandbox(t, patron, id, 'card', { card: testCard(ZIP_CARD) });
    expect(expectReply(zip, 402, cardErrorBody)).toMatchObject({ code: 'incorrect_zip', fieldErrors: { zip: expect.any(String) } });
    const bad = await postSandbox(t, patron, id, 'card', { card: { number: '4242' } });
    expect(bad.statusCode).toBe(422);
    expect((await subscriptionRow(t, id)).cardLast4).toBe('4242');

    const saved = expectReply(await postSandbox(t, patron, id, 'card', { card: testCard('5555555555554444') }), 200, sandboxSubscriptionView);
    expect(saved.cardLast4).toBe('4444');
    expect((await subscriptionRow(t, id)).paymentMethodRef).toMatch(/^pm_sandbox_/);
  });

  it('a past-due membership with a new card is charged again at the next run', async () => {
    const { patron, id } = await member();
    await t.db
      .update(membershipSubscriptions)
      .set({ status: 'past_due', renewalAttempts: 1, nextAttemptAt: new Date(Date.now() + DAY) })
      .where(eq(membershipSubscriptions.id, id));
    const before = Date.now();
    expectReply(await postSandbox(t, patron, id, 'card', { card: testCard(SAVES_THEN_DECLINES_CARD) }), 200, sandboxSubscriptionView);
    expect((await subscriptionRow(t, id)).nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await subscriptionRow(t, id)).nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('POST /membership_subscriptions/manage', () => {
  const fields = (patron: Patron, ownerId = owner.user.id) => ({ owner_id: ownerId, user_id: patron.id });

  it('sends a provider member to the manage page, and explains everything else on the membership page', async () => {
    const { patron, id } = await member();
    expect(locationOf(await postManage(t, patron, fields(patron), pagePath(owner)))).toBe(`/sandbox/memberships/${id}`);

    expect(locationOf(await postManage(t, undefined, fields(patron), pagePath(owner)))).toBe(
      `/auth?redirect_to=${encodeURIComponent(pagePath(owner))}`,
    );
    const wrong = await postManage(t, await newPatron(t), fields(patron), pagePath(owner));
    expect(wrong.statusCode).toBe(403);
    expect((await postManage(t, patron, { owner_id: 'x', user_id: patron.id })).statusCode).toBe(422);

    const stranger = await newPatron(t);
    expect(messageOf(locationOf(await postManage(t, stranger, fields(stranger), pagePath(owner))))).toBe(
      SUBSCRIBE_MESSAGES.notMember(owner.user.name),
    );
    const unknown = locationOf(await postManage(t, stranger, fields(stranger, crypto.randomUUID()), pagePath(owner)));
    expect(messageOf(unknown)).toBe(MEMBERSHIP_MESSAGES.profileNotFound);

    // Added by hand: the organizer's contact, or a generic one without it.
    const handAdded = await newPatron(t);
    await insertSubscription(t, (await subscriptionRow(t, id)).tierId, {
      status: 'active',
      userId: handAdded.id,
      email: handAdded.email,
      provider: null,
      autoRenew: false,
      expiresAt: new Date(Date.now() + 10 * DAY),
    });
    const noContact = messageOf(locationOf(await postManage(t, handAdded, fields(handAdded), pagePath(owner))));
    expect(noContact).toBe(`${MEMBERSHIP_PAGE_TEXTS.addedManually} ${MEMBERSHIP_PATRON_TEXTS.addedManuallyNoContact}`);
    await t.db.update(profiles).set({ publicEmail: 'desk@hall.example' }).where(eq(profiles.id, owner.user.id));
    const withContact = messageOf(locationOf(await postManage(t, handAdded, fields(handAdded), pagePath(owner))));
    expect(withContact).toBe(`${MEMBERSHIP_PAGE_TEXTS.addedManually} ${MEMBERSHIP_PAGE_TEXTS.addedManuallyContact('desk@hall.example')}`);
  });
});
