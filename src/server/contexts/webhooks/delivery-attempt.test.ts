import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { WEBHOOK_PAUSED_NOTICE } from '../../../contracts/webhooks.messages.ts';
import { affiliations, notifications, webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../platform/db/schema/index.ts';
import { MAIL_QUEUE, WEBHOOK_DELIVER_QUEUE } from '../../platform/jobs/catalog.ts';
import { createSchool } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { runDeliveryAttempt, type DeliveryDeps } from './delivery.ts';
import { queueReplay, queueTestEvent } from './delivery-queue.ts';
import { WEBHOOK_USER_AGENT } from './envelope.ts';
import { pauseFailingWebhook } from './pause.ts';
import { startReceiver, TEST_CA_FILE, type Receiver } from './receiver.fixtures.ts';
import { insertWebhook } from './webhooks.fixtures.ts';

/** One attempt at a time against a real HTTPS receiver: the claim, the signature, the schedule, the guard, the pause. */

const t = useTestApp();
const secret = `whsec_${randomBytes(24).toString('base64')}`;
const PUBLIC_URL = 'https://ovation.test';
/** What the receivers answer next, by test. */
let answer: (id: string, earlier: number) => number | Promise<number> = () => 200;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver({ secret, answer: (id, earlier) => answer(id, earlier) });
});
afterAll(() => receiver.stop());

const deps = (webhooks: Partial<DeliveryDeps['config']['webhooks']> = {}): DeliveryDeps => ({
  db: t.db,
  jobs: t.jobs,
  config: { publicUrl: PUBLIC_URL, webhooks: { allowLoopback: true, caFile: TEST_CA_FILE, retryDelaysSeconds: [0, 0, 0], ...webhooks } },
});

async function hookOf(fields: Parameters<typeof insertWebhook>[2] = {}) {
  const owner = await signUpUser(t.app);
  return { owner, hook: await insertWebhook(t.db, owner.user.id, { url: receiver.url(), secretKey: secret, ...fields }) };
}
const deliveryOf = async (id: string) => (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
const attemptsOf = (id: string) =>
  t.db.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, id)).orderBy(asc(webhookDeliveryAttempts.number));
const requestsFor = (id: string) => receiver.requests.filter((r) => r.id === id);
const webhookOf = async (id: string) => (await t.db.select().from(webhooks).where(eq(webhooks.id, id)))[0]!;
async function jobsOf(queue: string, key: string, value: string) {
  const { rows } = await t.db.execute<{ data: Record<string, unknown> }>(
    sql`select data from pgboss.job where name = ${queue} and data->>${key} = ${value} order by created_on`,
  );
  return rows.map((r) => r.data);
}
/** The pause e-mails queued to an address (sign-up queued its verification e-mail too). */
const pauseMails = async (to: string) => (await jobsOf(MAIL_QUEUE, 'to', to)).filter((m) => m.subject === WEBHOOK_PAUSED_NOTICE.subject);

describe('one attempt', () => {
  it('posts the signed envelope once: the receiver verifies it, and a duplicate job does nothing', async () => {
    answer = () => 200;
    const { hook } = await hookOf({ failingSince: new Date(Date.now() - 3600_000) });
    const queued = await queueTestEvent(deps(), hook, 'order.completed');
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 0 })).toBe('delivered');

    const [request, ...more] = requestsFor(queued.id);
    expect(more).toEqual([]);
    expect(request!.verified).toBe(true);
    expect(request!.headers).toMatchObject({ 'content-type': 'application/json', 'user-agent': WEBHOOK_USER_AGENT, 'webhook-id': queued.id });
    expect(Math.abs(Number(request!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // The documented order of the envelope's fields, and exactly what the log keeps.
    expect(Object.keys(JSON.parse(request!.body))).toEqual(['id', 'type', 'timestamp', 'data']);
    expect(JSON.parse(request!.body)).toEqual(queued.payload);

    expect(await deliveryOf(queued.id)).toMatchObject({ status: 'delivered', attempts: 1, roundAttempts: 1, nextAttemptAt: null });
    expect(await attemptsOf(queued.id)).toMatchObject([{ number: 1, statusCode: 200, error: null, responseExcerpt: 'ok' }]);
    expect((await webhookOf(hook.id)).failingSince).toBeNull();

    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 0 })).toBe('stale');
    expect(requestsFor(queued.id)).toHaveLength(1);
    expect(await attemptsOf(queued.id)).toHaveLength(1);
  });

  it('retries on the schedule, refuses a job before its time, and fails the delivery when the schedule is over', async () => {
    answer = () => 500;
    const { hook } = await hookOf();
    const queued = await queueTestEvent(deps(), hook, 'ticket.issued');
    const later = deps({ retryDelaysSeconds: [0, 3600, 0] });
    expect(await runDeliveryAttempt(later, { deliveryId: queued.id, attempt: 0 })).toBe('retrying');
    const waiting = await deliveryOf(queued.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, roundAttempts: 1 });
    expect(waiting.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect(await jobsOf(WEBHOOK_DELIVER_QUEUE, 'deliveryId', queued.id)).toEqual([
      { deliveryId: queued.id, attempt: 0 },
      { deliveryId: queued.id, attempt: 1 },
    ]);
    // The next attempt's job, early (a copy run before its time): nothing happens.
    expect(await runDeliveryAttempt(later, { deliveryId: queued.id, attempt: 1 })).toBe('stale');
    expect(requestsFor(queued.id)).toHaveLength(1);

    await t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, queued.id));
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 1 })).toBe('retrying');
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 2 })).toBe('failed');
    expect(await deliveryOf(queued.id)).toMatchObject({ status: 'failed', attempts: 3, roundAttempts: 3, nextAttemptAt: null });
    expect((await attemptsOf(queued.id)).map((a) => [a.number, a.statusCode, a.responseExcerpt])).toEqual([
      [1, 500, 'not now'],
      [2, 500, 'not now'],
      [3, 500, 'not now'],
    ]);
    expect(requestsFor(queued.id).every((r) => r.verified)).toBe(true);
    expect((await webhookOf(hook.id)).failingSince).not.toBeNull();
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 2 })).toBe('stale');
  });

  it.each([
    ['a private address', 'https://10.0.0.1/hooks', { allowLoopback: true }, 'Refused: private address 10.0.0.1'],
    ['the cloud metadata address', 'https://169.254.169.254/latest', { allowLoopback: true }, 'Refused: link-local address 169.254.169.254'],
    ['a loopback address when loopback is not allowed', 'RECEIVER', { allowLoopback: false }, 'Refused: loopback address 127.0.0.1'],
    ['an http URL', 'http://example.com/hooks', { allowLoopback: true }, 'Refused: webhooks are delivered over https only'],
  ])('refuses %s without a request: a failed attempt says why', async (_name, url, config, error) => {
    answer = () => 200;
    const { hook } = await hookOf({ url: url === 'RECEIVER' ? receiver.url() : url });
    const queued = await queueTestEvent(deps(), hook, 'order.created');
    const before = receiver.requests.length;
    expect(await runDeliveryAttempt(deps(config), { deliveryId: queued.id, attempt: 0 })).toBe('retrying');
    expect(await attemptsOf(queued.id)).toMatchObject([{ number: 1, statusCode: null, error, responseExcerpt: '' }]);
    expect(receiver.requests.length).toBe(before);
  });

  it('says why when no answer comes', async () => {
    const { hook } = await hookOf({ url: 'https://127.0.0.1:9/hooks' });
    const queued = await queueTestEvent(deps(), hook, 'order.created');
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 0 })).toBe('retrying');
    expect(await attemptsOf(queued.id)).toMatchObject([{ statusCode: null, error: 'Connection refused' }]);
  });

  it('sends nothing to a paused webhook: the delivery fails at once, to be replayed when it is Active again', async () => {
    answer = () => 200;
    const { hook } = await hookOf({ status: 'inactive' });
    const queued = await queueTestEvent(deps(), hook, 'order.created');
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 0 })).toBe('failed');
    expect(await attemptsOf(queued.id)).toMatchObject([{ statusCode: null, error: 'Not sent: the webhook is paused' }]);
    expect(requestsFor(queued.id)).toEqual([]);
    expect((await webhookOf(hook.id)).failingSince).toBeNull();
  });

  it('only logs an attempt whose delivery was replayed while it ran: the replay’s round goes on', async () => {
    const { owner, hook } = await hookOf();
    const queued = await queueTestEvent(deps(), hook, 'order.created');
    answer = () => 500;
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 0 })).toBe('retrying');
    answer = async () => {
      await queueReplay(deps(), owner.user.id, queued.id);
      return 500;
    };
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 1 })).toBe('superseded');
    expect(await deliveryOf(queued.id)).toMatchObject({ status: 'pending', attempts: 2, roundAttempts: 0 });
    answer = () => 200;
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 0 })).toBe('delivered');
    expect(await deliveryOf(queued.id)).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(requestsFor(queued.id).map((r) => r.id)).toEqual([queued.id, queued.id, queued.id]);
  });
});

describe('pausing after 5 days of failures', () => {
  const sixDaysAgo = () => new Date(Date.now() - 6 * 24 * 3600_000);

  it('pauses the webhook on the failed attempt and tells the owner, once, by notification and e-mail', async () => {
    answer = () => 503;
    const { owner, hook } = await hookOf({ failingSince: sixDaysAgo() });
    const queued = await queueTestEvent(deps(), hook, 'order.created');
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 0 })).toBe('retrying');
    expect(await webhookOf(hook.id)).toMatchObject({ status: 'inactive' });

    const link = `/manage/${owner.user.username}/developer-zone`;
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notes).toMatchObject([{ content: WEBHOOK_PAUSED_NOTICE.notification(hook.url), link }]);
    expect(await pauseMails(owner.email)).toEqual([
      { to: owner.email, subject: WEBHOOK_PAUSED_NOTICE.subject, text: WEBHOOK_PAUSED_NOTICE.text(hook.url, `${PUBLIC_URL}${link}`) },
    ]);

    // Its next attempt sends nothing, and no one is told twice.
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 1 })).toBe('failed');
    expect(await t.db.transaction((tx) => pauseFailingWebhook(tx, deps(), hook.id))).toBe(false);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id))).toHaveLength(1);
    expect(await pauseMails(owner.email)).toHaveLength(1);
  });

  it('does not pause a webhook failing for less than 5 days', async () => {
    answer = () => 503;
    const { hook } = await hookOf({ failingSince: new Date(Date.now() - 4 * 24 * 3600_000) });
    const queued = await queueTestEvent(deps(), hook, 'order.created');
    expect(await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 0 })).toBe('retrying');
    expect((await webhookOf(hook.id)).status).toBeNull();
  });

  it('tells an organization’s owners and admins, e-mailing verified addresses only', async () => {
    answer = () => 503;
    const [owner, admin, unverifiedAdmin, member] = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app, { verified: false }),
      await signUpUser(t.app),
    ];
    const school = await createSchool(t, owner, 'Hooks School', `hooks-school-${Date.now().toString(36)}`);
    await t.db.insert(affiliations).values([
      { organizationId: school.id, userId: admin.user.id, admin: true },
      { organizationId: school.id, userId: unverifiedAdmin.user.id, admin: true },
      { organizationId: school.id, userId: member.user.id },
    ]);
    const hook = await insertWebhook(t.db, school.id, { url: receiver.url(), secretKey: secret, failingSince: sixDaysAgo() });
    const queued = await queueTestEvent(deps(), hook, 'order.created');
    await runDeliveryAttempt(deps(), { deliveryId: queued.id, attempt: 0 });

    const link = `/manage/${school.username}/developer-zone`;
    for (const told of [owner, admin, unverifiedAdmin]) {
      expect(
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, told.user.id), eq(notifications.link, link))),
      ).toHaveLength(1);
    }
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, member.user.id))).toEqual([]);
    expect(await pauseMails(owner.email)).toHaveLength(1);
    expect(await pauseMails(admin.email)).toHaveLength(1);
    expect(await pauseMails(unverifiedAdmin.email)).toEqual([]);
    expect(await pauseMails(member.email)).toEqual([]);
  });
});
