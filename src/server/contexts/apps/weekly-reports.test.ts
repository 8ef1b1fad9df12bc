import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { WEEKLY_REPORT_MAIL as T } from '../../../contracts/apps.messages.ts';
import { createLogger } from '../../platform/logger.ts';
import { profiles, weeklyReportSends, weeklySalesReports } from '../../platform/db/schema/index.ts';
import { MAIL_QUEUE, WEEKLY_SALES_REPORT_OWNERS_QUEUE } from '../../platform/jobs/catalog.ts';
import { headers, makeEvent, type Person } from '../../testing/events.ts';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { createTier, insertSubscription, membershipOwner, tierInput } from '../memberships/memberships.fixtures.ts';
import { firstOccurrenceId, insertReportOrder, type ItemSeed, type OrderSeed } from '../reporting/reporting.fixtures.ts';
import { lastWeekIn } from './report-week.ts';
import { weeklyFigures } from './weekly-figures.ts';
import { queueWeeklyReports, sendWeeklyReports } from './weekly-reports.service.ts';

const t = useTestApp();
/** The job's Monday run; in New York the last whole week is Nov 16 05:00 UTC to Nov 23 05:00 UTC. */
const MONDAY = new Date('2026-11-23T08:00:00Z');
const NEXT_MONDAY = new Date('2026-11-30T08:00:00Z');
const at = (iso: string) => new Date(iso);

const deps = () => ({ db: t.db, jobs: t.jobs, config: { publicUrl: 'https://ovation.test' } });
/** One batch job's work, run here (the worker runs the same function). */
const run = (owners: Person[], now: Date) =>
  sendWeeklyReports(
    deps(),
    owners.map((o) => o.user.id),
    now,
  );

/** The Monday job as the worker runs it: queue the batches, then run them (the batches of both runs at once). */
async function mondayJob(now: Date, times = 1) {
  await Promise.all(Array.from({ length: times }, () => queueWeeklyReports(deps(), now)));
  await t.jobs.run(WEEKLY_SALES_REPORT_OWNERS_QUEUE);
  expect(await t.jobs.backlog(WEEKLY_SALES_REPORT_OWNERS_QUEUE)).toMatchObject({ queued: 0, retrying: 0 });
}

/** E-mails enqueued to an address (pending, delivered or archived): what the job sent, without waiting for delivery. */
async function mailJobsTo(to: string): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select id from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to}
      union all select id from pgboss.archive where name = ${MAIL_QUEUE} and data->>'to' = ${to}) mails`);
  return Number(rows[0]!.n);
}

const configure = (person: Person, emailAddresses: string) =>
  t.app.inject({ method: 'POST', url: '/api/weekly-sales-report', headers: headers(person), payload: { ownerId: person.user.id, emailAddresses } });

describe('the weekly sales report job', () => {
  let owner: Person;

  beforeAll(async () => {
    owner = await membershipOwner(t);
    await t.db.update(profiles).set({ name: 'Jazz & <Co>', timezone: 'America/New_York' }).where(eq(profiles.id, owner.user.id));
    const names = ['Jazz <b>Night</b>', 'Blues', 'Folk', 'Soul', 'Funk', 'Polka'];
    const events: { eventId: string; occurrenceId: string; ticketTypeId: string }[] = [];
    for (const name of names) {
      const event = await makeEvent(t, owner, owner.user.id, { name });
      events.push({ eventId: event.id, occurrenceId: await firstOccurrenceId(t, event.id), ticketTypeId: event.ticketIds[0]! });
    }
    const sale = (e: number, seed: Partial<OrderSeed>, items: Partial<ItemSeed>[] = [{}]) =>
      insertReportOrder(
        t,
        {
          ownerId: owner.user.id,
          eventId: events[e]!.eventId,
          occurrenceId: events[e]!.occurrenceId,
          completedAt: at('2026-11-18T15:00:00Z'),
          ...seed,
        },
        items.map((item) => ({ ticketTypeId: events[e]!.ticketTypeId, ...item })),
      );
    // In the week (New York time).
    await sale(0, { total: 10_000, feeTotal: 500 }, [{}, {}]);
    await sale(1, { total: 3000, paymentMethod: 'cash' });
    await sale(0, { total: 6000, feeTotal: 300, paymentMethod: 'terminal', refundedAmount: 2000 }, [
      {},
      { status: 'refunded', refundedAmount: 2000 },
    ]);
    await sale(2, { total: 1000, feeTotal: 100, completedAt: at('2026-11-23T04:59:00Z') });
    await sale(3, { total: 500 });
    await sale(4, { total: 400 });
    await sale(5, { total: 300 });
    await sale(1, { total: 2500, feeTotal: 100, currency: 'eur' });
    // Not in the week, or not completed.
    await sale(0, { total: 9999, completedAt: at('2026-11-16T04:59:00Z') });
    await sale(0, { total: 7777, status: 'pending' });
    // Membership changes: two joined and one cancelled in the week, one joined the week before.
    const tier = await createTier(t, owner, tierInput(owner.user.id));
    await insertSubscription(t, tier.id, { status: 'active', startsAt: at('2026-11-17T12:00:00Z') });
    await insertSubscription(t, tier.id, { status: 'active', startsAt: at('2026-11-22T12:00:00Z') });
    await insertSubscription(t, tier.id, { status: 'canceled', startsAt: at('2026-11-02T12:00:00Z'), canceledAt: at('2026-11-20T12:00:00Z') });
    await insertSubscription(t, tier.id, { status: 'active', startsAt: at('2026-11-10T12:00:00Z') });
  }, 60_000);

  it("computes last week's figures from the reporting ledger, in the owner's timezone and currency", async () => {
    const figures = await weeklyFigures(t.db, { id: owner.user.id, currency: 'usd' }, lastWeekIn(MONDAY, 'America/New_York'));
    // Provider fees: card 10000 -> 320, terminal 6000 -> 204, card 1000 -> 59, 500 -> 45, 400 -> 42, 300 -> 39.
    const gross = 10_000 + 3000 + 6000 + 1000 + 500 + 400 + 300;
    expect(figures).toEqual({
      currency: 'usd',
      grossSales: gross,
      netSales: gross - 2000 - (320 + 204 + 59 + 45 + 42 + 39) - (500 + 300 + 100),
      orders: 7,
      // Live tickets of every in-week order (the refunded one is not), the euro order's too.
      ticketsSold: 9,
      topEvents: [
        { name: 'Jazz <b>Night</b>', grossSales: 16_000 },
        { name: 'Blues', grossSales: 3000 },
        { name: 'Folk', grossSales: 1000 },
        { name: 'Soul', grossSales: 500 },
        { name: 'Funk', grossSales: 400 },
      ],
      newMembers: 2,
      cancelledMembers: 1,
      otherCurrencies: [{ currency: 'eur', grossSales: 2500, netSales: 2500 - 63 - 100, orders: 1 }],
    });
  });

  it('e-mails every configured address once a week, even when the job runs twice at once and again', async () => {
    expect((await configure(owner, 'boss@jazz.test, books@jazz.test')).statusCode).toBe(200);
    await mondayJob(MONDAY, 2);
    await mondayJob(MONDAY);
    expect(await run([owner], MONDAY)).toBe(0);
    expect(await mailJobsTo('boss@jazz.test')).toBe(1);
    expect(await mailJobsTo('books@jazz.test')).toBe(1);
    const sends = await t.db.select().from(weeklyReportSends).where(eq(weeklyReportSends.ownerId, owner.user.id));
    expect(sends.map((s) => s.weekStart)).toEqual(['2026-11-16']);

    const [mail] = await mailsAfterJobs(t, 'boss@jazz.test');
    expect(mail!.subject).toBe(T.subject('Jazz & <Co>', 'Nov 16, 2026'));
    for (const line of [
      T.heading('Nov 16, 2026'),
      'Net sales: $175.91',
      'Gross sales: $212.00',
      'Orders: 7',
      'Tickets sold: 9',
      '1. Jazz <b>Night</b>: $160.00',
      '5. Funk: $4.00',
      'New members: 2',
      'Cancelled memberships: 1',
      'EUR: €23.37 net, €25.00 gross, 1 order',
      `/manage/${owner.user.username}/reporting/revenue`,
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.text).not.toContain('Polka');
    expect(mail!.html).toContain('Jazz &lt;b&gt;Night&lt;/b&gt;: $160.00');
    expect(mail!.html).toContain('Jazz &amp; &lt;Co&gt;');
    expect(mail!.html).not.toMatch(/<b>|<Co>/);
  });

  it('sends the next week again, saying when there were no sales', async () => {
    const [first, second] = await Promise.all([run([owner], NEXT_MONDAY), run([owner], NEXT_MONDAY)]);
    expect(first + second).toBe(1);
    expect(await mailJobsTo('boss@jazz.test')).toBe(2);
    const mails = await mailsAfterJobs(t, 'boss@jazz.test');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(T.noSales);
    expect(mails[1]!.text).toContain('Cancelled memberships: 0');
  });

  it('sends nothing to an owner without the app, nor after the app is removed', async () => {
    const quiet = await signUpUser(t.app);
    const leaving = await signUpUser(t.app);
    expect((await configure(leaving, 'leaving@x.test')).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/weekly-sales-report',
      headers: headers(leaving),
      payload: { ownerId: leaving.user.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(await run([quiet, leaving], MONDAY)).toBe(0);
    expect(await mailJobsTo('leaving@x.test')).toBe(0);
    expect(await t.db.select().from(weeklyReportSends).where(eq(weeklyReportSends.ownerId, quiet.user.id))).toEqual([]);
    expect(await t.db.select().from(weeklyReportSends).where(eq(weeklyReportSends.ownerId, leaving.user.id))).toEqual([]);
  });

  it('goes on past an owner whose report fails, fails the job so that it retries, and the retry sends only what is left', async () => {
    const broken = await signUpUser(t.app);
    const fine = await signUpUser(t.app);
    // An address the mail queue refuses stands in for any failure of one owner's report.
    await t.db.insert(weeklySalesReports).values({ ownerId: broken.user.id, emails: [''] });
    expect((await configure(fine, 'fine@x.test')).statusCode).toBe(200);
    const lines: string[] = [];
    const log = createLogger('error', { write: (line: string) => void lines.push(line) });
    await expect(sendWeeklyReports(deps(), [broken.user.id, fine.user.id], MONDAY, log)).rejects.toThrow(/failed for 1 owner/);
    expect(lines.map((line) => JSON.parse(line) as { ownerId?: string }).map((l) => l.ownerId)).toEqual([broken.user.id]);
    expect(await mailJobsTo('fine@x.test')).toBe(1);
    const brokenSends = and(eq(weeklyReportSends.ownerId, broken.user.id), eq(weeklyReportSends.weekStart, '2026-11-16'));
    expect(await t.db.select().from(weeklyReportSends).where(brokenSends)).toEqual([]);
    await t.db
      .update(weeklySalesReports)
      .set({ emails: ['mended@x.test'] })
      .where(eq(weeklySalesReports.ownerId, broken.user.id));
    expect(await run([broken, fine], MONDAY)).toBe(1);
    expect(await mailJobsTo('mended@x.test')).toBe(1);
    expect(await mailJobsTo('fine@x.test')).toBe(1);
  });
});
