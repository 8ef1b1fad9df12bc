import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliations, membershipSubscriptions, notifications } from '../../platform/db/schema/index.ts';
import { recordEvents } from '../../platform/outbox.ts';
import { createSchool, makeEvent } from '../../testing/events.ts';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { connectPayments } from '../checkout/checkout.fixtures.ts';
import { addMember, createTier, memberInput, tierInput } from '../memberships/memberships.fixtures.ts';
import { subscriptionEvent } from '../memberships/subscription-records.ts';
import { locationOf, newPatron, payFirstPeriod, postSubscribe, type Patron } from '../memberships/subscriptions.fixtures.ts';
import { firstOccurrenceId, insertReportOrder } from '../reporting/reporting.fixtures.ts';
import { DIGEST_WINDOW_MS, recordSaleNotices, sendSaleDigests } from './sale-notices.ts';

const t = useTestApp();
const deps = () => ({ db: t.db, jobs: t.jobs, config: { publicUrl: 'https://ovation.test' } });

describe('sale notifications to the team', () => {
  it('tells the members who receive notifications of each sale once, in-app, and mails a digest at most once a window', async () => {
    const [owner, listener, quiet] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    const school = await createSchool(t, owner, 'Sale School', 'sale-school');
    await t.db.insert(affiliations).values([
      { organizationId: school.id, userId: listener.user.id, receiveNotifications: true },
      { organizationId: school.id, userId: quiet.user.id },
    ]);
    const event = await makeEvent(t, owner, school.id, { name: 'Spring Gala' });
    const occurrenceId = await firstOccurrenceId(t, event.id);
    const sell = async (buyer: string, tickets: number) => {
      const orderId = await insertReportOrder(t, { ownerId: school.id, eventId: event.id, occurrenceId, buyerFirstName: buyer, total: 1000 });
      await t.db.transaction((tx) =>
        recordEvents(tx, [
          {
            type: 'order.completed',
            ownerId: school.id,
            payload: {
              orderId,
              eventId: event.id,
              occurrenceId,
              total: 1000,
              currency: 'usd',
              tickets,
              paymentMethod: 'card',
              completedAt: new Date().toISOString(),
            },
          },
        ]),
      );
    };
    const notices = async (userId: string) => (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.content);

    const now = new Date();
    await sell('Ada', 2);
    expect(await recordSaleNotices(t.db, now)).toBe(1);
    expect(await recordSaleNotices(t.db, now)).toBe(0); // the job ran twice: nothing twice
    expect(await notices(listener.user.id)).toEqual(['<b>Ada</b> got 2 tickets for <b>Spring Gala</b>']);
    expect(await notices(quiet.user.id)).toEqual([]);

    // The owner's own affiliation receives notifications from the start (organizations.service).
    expect(await notices(owner.user.id)).toHaveLength(1);
    // The first sale is mailed at once (to the owner and the listener); a second run mails nothing again.
    expect(await sendSaleDigests(deps(), now)).toBe(2);
    expect(await sendSaleDigests(deps(), now)).toBe(0);
    let mails = await mailsAfterJobs(t, listener.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['A new sale for Sale School']);

    // Three more sales within the window wait, then go as one digest.
    for (const buyer of ['Grace', 'Alan', 'Edsger']) await sell(buyer, 1);
    await recordSaleNotices(t.db, new Date(now.getTime() + 60_000));
    expect(await sendSaleDigests(deps(), new Date(now.getTime() + 60_000))).toBe(0);
    expect(await sendSaleDigests(deps(), new Date(now.getTime() + DIGEST_WINDOW_MS))).toBe(2);
    mails = await mailsAfterJobs(t, listener.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['A new sale for Sale School', '3 new sales for Sale School']);
    expect(mails[1]!.text).toContain('Grace: 1 ticket, Spring Gala');
    expect(await notices(listener.user.id)).toHaveLength(4);
    expect(await mailsAfterJobs(t, quiet.user.email)).toEqual([]);
  });
});

/** A patron subscribes on the school's page and pays the first period with the sandbox card. */
async function joinAndPay(school: { id: string; username: string }, tier: { prices: { id: string }[] }, patron: Patron) {
  const res = await postSubscribe(
    t,
    patron,
    { price_id: tier.prices[0]!.id, owner_id: school.id, user_id: patron.id },
    `/p/${school.username}/memberships`,
  );
  const id = /^\/sandbox\/memberships\/([0-9a-f-]{36})$/.exec(locationOf(res))![1]!;
  expect((await payFirstPeriod(t, patron, id)).status).toBe('active');
  return id;
}

describe('membership sale notifications', () => {
  /** A school selling memberships, with a listener and a quiet member on its team. */
  async function membershipSchool() {
    const [owner, listener, quiet] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    const school = await createSchool(t, owner, 'Member School', `member-school-${crypto.randomUUID().slice(0, 8)}`);
    await connectPayments(t, school.id);
    await t.db.insert(affiliations).values([
      { organizationId: school.id, userId: listener.user.id, receiveNotifications: true },
      { organizationId: school.id, userId: quiet.user.id },
    ]);
    const tier = await createTier(t, owner, tierInput(school.id, { name: 'Patron Circle' }));
    return { owner, listener, quiet, school, tier };
  }

  it('tells the listeners of each paid membership once, in-app with a link to the members, and in the digest', async () => {
    const { listener, quiet, school, tier } = await membershipSchool();
    const patron = await newPatron(t);
    await joinAndPay(school, tier, patron);
    const [row] = await t.db
      .select({ name: membershipSubscriptions.name })
      .from(membershipSubscriptions)
      .where(eq(membershipSubscriptions.ownerId, school.id));

    const now = new Date();
    expect(await recordSaleNotices(t.db, now)).toBe(1);
    expect(await recordSaleNotices(t.db, now)).toBe(0);
    const [notice, ...more] = await t.db.select().from(notifications).where(eq(notifications.userId, listener.user.id));
    expect(more).toEqual([]);
    expect(notice!.content).toBe(`<b>${row!.name}</b> joined <b>Patron Circle</b>`);
    expect(notice!.link).toBe(`/manage/${school.username}/memberships/members`);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, quiet.user.id))).toEqual([]);

    await sendSaleDigests(deps(), now);
    const [mail, ...others] = await mailsAfterJobs(t, listener.user.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('A new sale for Member School');
    expect(mail!.text).toContain(`${row!.name} joined Patron Circle`);
    expect(await mailsAfterJobs(t, quiet.user.email)).toEqual([]);
  });

  it('announces a new membership, not its renewals, a member added by hand or a checkout left unpaid', async () => {
    const { owner, listener, school, tier } = await membershipSchool();
    await addMember(t, owner, memberInput(school.id, tier));
    const [paying, leaving] = [await newPatron(t), await newPatron(t)];
    const id = await joinAndPay(school, tier, paying);
    await postSubscribe(t, leaving, { price_id: tier.prices[0]!.id, owner_id: school.id, user_id: leaving.id }, `/p/${school.username}/memberships`);
    await recordSaleNotices(t.db, new Date());
    // A renewal: the subscription's next period is paid (membership.subscription.updated).
    const renewed = await t.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.id, id));
    await t.db.transaction((tx) => recordEvents(tx, [subscriptionEvent('membership.subscription.updated', renewed[0]!)]));
    expect(await recordSaleNotices(t.db, new Date())).toBe(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, listener.user.id))).toHaveLength(1);
  });
});

describe('a team member’s own switch', () => {
  it('stops the in-app notices and the digest of a listener who turned sale notices off, pending lines included', async () => {
    const [owner, listener] = [await signUpUser(t.app), await signUpUser(t.app)];
    const school = await createSchool(t, owner, 'Quiet School', `quiet-school-${crypto.randomUUID().slice(0, 8)}`);
    await connectPayments(t, school.id);
    await t.db.insert(affiliations).values({ organizationId: school.id, userId: listener.user.id, receiveNotifications: true });
    const tier = await createTier(t, owner, tierInput(school.id, { name: 'Friends' }));
    const switchTo = async (saleNotices: boolean) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/settings',
        headers: { cookie: listener.cookie },
        payload: { saleNotices },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const notices = async () => (await t.db.select().from(notifications).where(eq(notifications.userId, listener.user.id))).length;

    // A first sale is noted (and mailed at once); a second waits for the window, then the listener turns notices off.
    const now = new Date();
    await joinAndPay(school, tier, await newPatron(t));
    await recordSaleNotices(t.db, now);
    await sendSaleDigests(deps(), now);
    await joinAndPay(school, tier, await newPatron(t));
    await recordSaleNotices(t.db, now);
    expect(await notices()).toBe(2);
    await switchTo(false);

    await joinAndPay(school, tier, await newPatron(t));
    await recordSaleNotices(t.db, now);
    expect(await notices()).toBe(2);
    await sendSaleDigests(deps(), new Date(now.getTime() + DIGEST_WINDOW_MS));
    expect((await mailsAfterJobs(t, listener.user.email)).map((m) => m.subject)).toEqual(['A new sale for Quiet School']);
    // The owner, whose switch is on, still hears of every sale.
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id))).length).toBe(3);

    // On again: the next sale is told; what came while it was off is not mailed later.
    await switchTo(true);
    await joinAndPay(school, tier, await newPatron(t));
    await recordSaleNotices(t.db, now);
    expect(await notices()).toBe(3);
    await sendSaleDigests(deps(), new Date(now.getTime() + 2 * DIGEST_WINDOW_MS));
    const mails = await mailsAfterJobs(t, listener.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['A new sale for Quiet School', 'A new sale for Quiet School']);
    expect(mails[1]!.text).toContain(`/manage/${listener.user.username}/settings/account`);
  });
});
