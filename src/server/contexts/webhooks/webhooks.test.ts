import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_REASONS,
  WEBHOOK_VALIDATION_MESSAGES as M,
  trueReply,
  webhookReply,
  webhooksReply,
  type CreateWebhookBody,
  type UpdateWebhookBody,
} from '../../../contracts/webhooks.ts';
import { affiliations, outboxEvents, profiles, webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../platform/db/schema/index.ts';
import { addMember, createSchool, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { createWebhook } from './webhooks.service.ts';
import { allowDeveloperZone, insertAttempts, insertDelivery, insertWebhook } from './webhooks.fixtures.ts';

/** The webhooks API (content-management 5, 7 Webhooks): the developer zone's gate, every check, the limit, Active / Paused, delete. */

const t = useTestApp();
const P = '/api/v1/profile_management/webhooks';

type Reply = Awaited<ReturnType<typeof t.app.inject>>;
const createRaw = (body: CreateWebhookBody, p?: Person) => t.app.inject({ method: 'POST', url: P, headers: headers(p), payload: body });
const create = async (body: CreateWebhookBody, p: Person) => expectReply(await createRaw(body, p), 201, webhookReply).webhook;
const getRaw = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `${P}/${id}?ownerId=${ownerId}`, headers: headers(p) });
const listRaw = (ownerId: string, p?: Person, more = '') =>
  t.app.inject({ method: 'GET', url: `${P}?ownerId=${ownerId}${more}`, headers: headers(p) });
const updateRaw = (id: string, body: UpdateWebhookBody, p?: Person) =>
  t.app.inject({ method: 'PUT', url: `${P}/${id}`, headers: headers(p), payload: body });
const removeRaw = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'DELETE', url: `${P}/${id}?ownerId=${ownerId}`, headers: headers(p) });
const stored = async (id: string) => (await t.db.select().from(webhooks).where(eq(webhooks.id, id)))[0];

function refused(res: Reply): Record<string, string> {
  expect(res.statusCode, res.body).toBe(422);
  return (res.json() as { fieldErrors: Record<string, string> }).fieldErrors;
}

let owner: Person, stranger: Person, member: Person, teamAdmin: Person, noZone: Person;
let school: { id: string };

const fields = (over: Partial<CreateWebhookBody> = {}): CreateWebhookBody => ({
  ownerId: owner.user.id,
  url: 'https://hooks.example.com/ovation',
  description: '<p>Sales to the CRM</p>',
  eventTypes: ['order.created'],
  ...over,
});

beforeAll(async () => {
  [owner, stranger, member, teamAdmin, noZone] = (await Promise.all([1, 2, 3, 4, 5].map(() => signUpUser(t.app)))) as Person[] as [
    Person,
    Person,
    Person,
    Person,
    Person,
  ];
  school = await createSchool(t, owner, 'Webhook School', `webhook-school-${Date.now().toString(36)}`);
  await addMember(t, school.id, member.user.id);
  await t.db.insert(affiliations).values({ organizationId: school.id, userId: teamAdmin.user.id, admin: true });
  await Promise.all([owner.user.id, school.id, stranger.user.id].map((id) => allowDeveloperZone(t.db, id)));
});

describe('creating a webhook', () => {
  it('stores it without a status, with a new whsec_ secret, its types de-duplicated in catalog order', async () => {
    const made = await create(
      fields({ url: ' https://hooks.example.com/a?x=1 ', eventTypes: ['ticket.issued', 'order.created', 'ticket.issued'] }),
      owner,
    );
    expect(made).toMatchObject({
      url: 'https://hooks.example.com/a?x=1',
      description: '<p>Sales to the CRM</p>',
      status: null,
      eventTypes: ['order.created', 'ticket.issued'],
      failingSince: null,
    });
    expect(made.secretKey).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(await stored(made.id)).toMatchObject({ ownerId: owner.user.id, secretKey: made.secretKey, status: null });
    // Each webhook has its own secret.
    expect((await create(fields(), owner)).secretKey).not.toBe(made.secretKey);
  });

  it('sanitizes the description and stores none when it has no text', async () => {
    const made = await create(fields({ description: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x()">link</a></p>' }), owner);
    expect(made.description).not.toMatch(/script|onclick|javascript/);
    expect(made.description).toContain('Hi');
    expect((await create(fields({ description: '<p> </p><hr>' }), owner)).description).toBe('');
  });

  it.each<[string, Partial<CreateWebhookBody>, Record<string, string>]>([
    ['no URL', { url: '' }, { url: M.urlRequired }],
    ['a URL of spaces', { url: '   ' }, { url: M.urlRequired }],
    ['an http URL', { url: 'http://hooks.example.com' }, { url: M.urlHttps }],
    ['a bare domain', { url: 'hooks.example.com' }, { url: M.urlHttps }],
    ['https without a host', { url: 'https://' }, { url: M.urlInvalid }],
    ['a host with a space', { url: 'https://hooks example.com/' }, { url: M.urlInvalid }],
    ['credentials in the URL', { url: 'https://user:secret@hooks.example.com/' }, { url: M.urlInvalid }],
    ['a private address', { url: 'https://10.1.2.3/hook' }, { url: M.urlPrivate }],
    ['the cloud metadata address', { url: 'https://169.254.169.254/latest' }, { url: M.urlPrivate }],
    ['a private address in another spelling', { url: 'https://0xc0.168.1.1/' }, { url: M.urlPrivate }],
    ['an IPv6 unique local address', { url: 'https://[fd00::1]:8443/' }, { url: M.urlPrivate }],
    ['no event type', { eventTypes: [] }, { eventTypes: M.eventsRequired }],
    ['an unknown event type', { eventTypes: ['order.created', 'order.exploded'] }, { eventTypes: M.eventTypeUnknown('order.exploded') }],
    [
      'a description over 2000 characters',
      { description: `<p>${'é'.repeat(1000)}</p><p>${'a'.repeat(1000)}</p>` },
      { description: M.descriptionTooLong },
    ],
    ['everything wrong at once', { url: 'ftp://x', eventTypes: [] }, { url: M.urlHttps, eventTypes: M.eventsRequired }],
  ])('refuses %s with the spec’s message on its field', async (_, change, fieldErrors) => {
    expect(refused(await createRaw(fields(change), owner))).toEqual(fieldErrors);
  });

  it('takes a loopback receiver only where the configuration allows it (tests do; production does not)', async () => {
    expect((await create(fields({ url: 'https://127.0.0.1:8443/hook' }), owner)).url).toBe('https://127.0.0.1:8443/hook');
    const strict = createWebhook(t.db, { allowLoopback: false }, owner.user.id, {
      url: 'https://[::1]/hook',
      description: '',
      eventTypes: ['order.created'],
    });
    await expect(strict).rejects.toMatchObject({ fieldErrors: { url: M.urlPrivate } });
    // A host name is resolved when delivering, not now.
    expect((await create(fields({ url: 'https://localhost:8443/hook' }), owner)).url).toBe('https://localhost:8443/hook');
  });

  it('counts the description’s text, not its markup, in characters as people count them', async () => {
    // 2000 emoji (4000 UTF-16 units) in markup: at the limit, accepted.
    const made = await create(fields({ description: `<p><strong>${'😀'.repeat(1000)}</strong></p><p>${'😀'.repeat(999)}</p>` }), owner);
    expect(made.description).toContain('<strong>');
  });

  it('answers odd addresses with a 4xx or takes them, never a 5xx', async () => {
    const odd = [
      'https://[::1',
      'https://%zz/',
      'https://[fe80::1%25eth0]/',
      'https://999.1.1.1/',
      'https://1.2.3.4.5/',
      'https://xn--/',
      'https://a..b/',
    ];
    for (const url of odd) expect((await createRaw(fields({ url }), owner)).statusCode, url).toBeLessThan(500);
    expect((await create(fields({ url: 'HTTPS://Hooks.Example.COM/In' }), owner)).url).toBe('HTTPS://Hooks.Example.COM/In');
  });

  it('refuses malformed input before the rules', async () => {
    for (const change of [{ url: 'https://x.example/'.padEnd(WEBHOOK_LIMITS.urlMax + 1, 'a') }, { eventTypes: 'order.created' }, { ownerId: 'me' }]) {
      expect((await createRaw(fields(change as Partial<CreateWebhookBody>), owner)).statusCode).toBe(422);
    }
  });

  it('admits only the owner’s editors, and only with the developer zone allowed', async () => {
    expect((await createRaw(fields())).statusCode).toBe(401);
    expect((await createRaw(fields(), stranger)).statusCode).toBe(403);
    expect((await createRaw(fields({ ownerId: randomUUID() }), owner)).statusCode).toBe(404);
    // A team member without the admin right may enter the school's management but not its developer zone.
    expect((await createRaw(fields({ ownerId: school.id }), member)).statusCode).toBe(403);
    expect((await createRaw(fields({ ownerId: school.id }), teamAdmin)).statusCode).toBe(201);

    const refusedZone = await createRaw(fields({ ownerId: noZone.user.id }), noZone);
    expect(refusedZone.statusCode).toBe(403);
    expect(refusedZone.json()).toMatchObject({ reason: WEBHOOK_REASONS.notAllowed, message: WEBHOOK_MESSAGES.notAllowed });
    // A connected payout account opens it as well.
    await t.db.update(profiles).set({ paymentAccountId: 'acct_sandbox_test' }).where(eq(profiles.id, noZone.user.id));
    expect((await createRaw(fields({ ownerId: noZone.user.id }), noZone)).statusCode).toBe(201);
  });
});

describe('the webhooks limit', () => {
  it(`allows ${WEBHOOK_LIMITS.perOwner} per owner, also when two creations race for the last place`, async () => {
    const limited = await signUpUser(t.app);
    await allowDeveloperZone(t.db, limited.user.id);
    for (let i = 0; i < WEBHOOK_LIMITS.perOwner - 1; i += 1) await insertWebhook(t.db, limited.user.id, { status: 'inactive' });
    const race = await Promise.all([1, 2].map(() => createRaw(fields({ ownerId: limited.user.id }), limited)));
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.statusCode === 409)!.json()).toMatchObject({ message: M.tooMany });
    expect((await t.db.select().from(webhooks).where(eq(webhooks.ownerId, limited.user.id))).length).toBe(WEBHOOK_LIMITS.perOwner);
    expect((await createRaw(fields({ ownerId: limited.user.id }), limited)).statusCode).toBe(409);
  });
});

describe('listing and reading webhooks', () => {
  it('lists the owner’s webhooks newest first, paged, and no one else’s', async () => {
    const lister = await signUpUser(t.app);
    await allowDeveloperZone(t.db, lister.user.id);
    const base = Date.now() - 60_000;
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await insertWebhook(t.db, lister.user.id, { status: 'inactive', createdAt: new Date(base + i * 1000) })).id);
    await insertWebhook(t.db, owner.user.id, { status: 'inactive' });

    const first = expectReply(await listRaw(lister.user.id, lister, '&perPage=2'), 200, webhooksReply);
    expect(first).toMatchObject({ page: 1, perPage: 2, totalCount: 3 });
    expect(first.data.map((w) => w.id)).toEqual([ids[2], ids[1]]);
    const second = expectReply(await listRaw(lister.user.id, lister, '&perPage=2&page=2'), 200, webhooksReply);
    expect(second.data.map((w) => w.id)).toEqual([ids[0]]);
    expect(expectReply(await listRaw(lister.user.id, lister), 200, webhooksReply).perPage).toBe(WEBHOOK_LIMITS.pageSize);

    expect((await listRaw(lister.user.id)).statusCode).toBe(401);
    expect((await listRaw(lister.user.id, stranger)).statusCode).toBe(403);
    expect((await listRaw(lister.user.id, lister, '&perPage=101')).statusCode).toBe(422);
  });

  it('reads one webhook of the named owner; another owner’s id is not found', async () => {
    const mine = await create(fields({ ownerId: school.id }), owner);
    expect(expectReply(await getRaw(mine.id, school.id, owner), 200, webhookReply).webhook).toEqual(mine);
    expect(expectReply(await getRaw(mine.id, school.id, teamAdmin), 200, webhookReply).webhook.secretKey).toBe(mine.secretKey);
    // The owner manages both profiles, but the webhook is the school's.
    const wrongOwner = await getRaw(mine.id, owner.user.id, owner);
    expect(wrongOwner.statusCode).toBe(404);
    expect(wrongOwner.json()).toMatchObject({ message: WEBHOOK_MESSAGES.notFound });
    // The secret is not for team members without the edit right, nor for strangers naming their own profile.
    expect((await getRaw(mine.id, school.id, member)).statusCode).toBe(403);
    expect((await getRaw(mine.id, stranger.user.id, stranger)).statusCode).toBe(404);
    expect((await getRaw(randomUUID(), school.id, owner)).statusCode).toBe(404);
    expect((await getRaw(mine.id, school.id)).statusCode).toBe(401);
  });
});

describe('editing a webhook', () => {
  const update = (id: string, over: Partial<UpdateWebhookBody> = {}, p: Person = owner) =>
    updateRaw(id, { ...fields(), status: 'active', ...over }, p);

  it('changes every field and pauses (inactive) and resumes it', async () => {
    const made = await create(fields(), owner);
    const edited = expectReply(
      await update(made.id, {
        url: 'https://crm.example.org/hook',
        description: '<p>New</p>',
        eventTypes: ['membership.subscription.expired', 'order.completed'],
        status: 'inactive',
      }),
      200,
      webhookReply,
    ).webhook;
    expect(edited).toMatchObject({
      id: made.id,
      url: 'https://crm.example.org/hook',
      description: '<p>New</p>',
      eventTypes: ['order.completed', 'membership.subscription.expired'],
      status: 'inactive',
      secretKey: made.secretKey,
      createdAt: made.createdAt,
    });
    expect(expectReply(await update(made.id, { status: 'active' }), 200, webhookReply).webhook.status).toBe('active');
  });

  it('starts the failure clock afresh on resuming or a new URL, not on other edits', async () => {
    const made = await create(fields(), owner);
    const since = new Date(Date.now() - 86_400_000);
    const failing = () => t.db.update(webhooks).set({ failingSince: since }).where(eq(webhooks.id, made.id));

    await failing();
    // Still active, same URL: the endpoint keeps failing, the clock keeps running.
    expect(expectReply(await update(made.id, { description: '<p>Edited</p>' }), 200, webhookReply).webhook.failingSince).toBe(since.toISOString());
    // Paused: still failing since then.
    expect((await update(made.id, { status: 'inactive' })).json().webhook.failingSince).toBe(since.toISOString());
    // Resumed: a fresh start.
    expect((await update(made.id, { status: 'active' })).json().webhook.failingSince).toBeNull();

    await failing();
    expect((await update(made.id, { url: 'https://fixed.example.com/hook' })).json().webhook.failingSince).toBeNull();
    expect((await stored(made.id))!.failingSince).toBeNull();
  });

  it('checks the fields as creating does', async () => {
    const made = await create(fields(), owner);
    expect(refused(await update(made.id, { url: 'http://hooks.example.com', eventTypes: [] }))).toEqual({
      url: M.urlHttps,
      eventTypes: M.eventsRequired,
    });
    expect((await updateRaw(made.id, { ...fields(), status: 'paused' as 'inactive' }, owner)).statusCode).toBe(422);
    expect((await updateRaw(made.id, fields() as UpdateWebhookBody, owner)).statusCode).toBe(422);
    expect((await stored(made.id))!.url).toBe(made.url);
  });

  it('finds only the named owner’s webhook and admits only its editors', async () => {
    const schools = await create(fields({ ownerId: school.id }), owner);
    expect((await update(schools.id, {}, owner)).statusCode).toBe(404); // ownerId names the owner's own profile
    expect((await update(schools.id, { ownerId: school.id }, member)).statusCode).toBe(403);
    expect((await update(schools.id, { ownerId: stranger.user.id }, stranger)).statusCode).toBe(404);
    expect((await updateRaw(schools.id, { ...fields({ ownerId: school.id }), status: 'active' })).statusCode).toBe(401);
    expect((await update(schools.id, { ownerId: school.id, url: 'https://ok.example.com/' }, teamAdmin)).statusCode).toBe(200);
    expect((await update(randomUUID(), {})).statusCode).toBe(404);
  });
});

describe('deleting a webhook', () => {
  it('answers true and takes its logs and their attempts along, leaving the outbox alone', async () => {
    const made = await create(fields(), owner);
    const delivery = await insertDelivery(t.db, { id: made.id, ownerId: owner.user.id }, { status: 'failed' });
    await insertAttempts(t.db, delivery.id, [{ statusCode: 500 }, { statusCode: null, error: 'timeout' }]);
    const test = await insertDelivery(t.db, { id: made.id, ownerId: owner.user.id }, { test: true });

    expect(expectReply(await removeRaw(made.id, owner.user.id, owner), 200, trueReply)).toBe(true);
    expect(await stored(made.id)).toBeUndefined();
    expect(
      await t.db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.id, [delivery.id, test.id])),
    ).toEqual([]);
    expect(await t.db.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, delivery.id))).toEqual([]);
    expect(await t.db.select().from(outboxEvents).where(eq(outboxEvents.id, delivery.outboxEventId!))).toHaveLength(1);

    expect((await removeRaw(made.id, owner.user.id, owner)).statusCode).toBe(404);
  });

  it('refuses callers who may not edit, and another owner’s webhook', async () => {
    const schools = await create(fields({ ownerId: school.id }), owner);
    expect((await removeRaw(schools.id, school.id)).statusCode).toBe(401);
    expect((await removeRaw(schools.id, school.id, member)).statusCode).toBe(403);
    expect((await removeRaw(schools.id, school.id, stranger)).statusCode).toBe(403);
    expect((await removeRaw(schools.id, stranger.user.id, stranger)).statusCode).toBe(404);
    expect((await removeRaw(schools.id, owner.user.id, owner)).statusCode).toBe(404);
    expect(await stored(schools.id)).toBeDefined();
  });
});
