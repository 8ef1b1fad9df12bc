import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliations, notifications } from '../../platform/db/schema/index.ts';
import { recordEvents } from '../../platform/outbox.ts';
import { createSchool, makeEvent } from '../../testing/events.ts';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
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
