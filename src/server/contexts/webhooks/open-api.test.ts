import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { businessEventsReply, managedEventReply } from '../../../contracts/events-management.ts';
import { OUTBOX_EVENTS } from '../../../contracts/outbox-events.ts';
import { eventStatsReply, ordersReply, transactionView } from '../../../contracts/reporting.ts';
import { checkInReply, guestsReply } from '../../../contracts/tickets.ts';
import { API_KEY_MESSAGES, WEBHOOK_EVENT_TYPES, WEBHOOK_REASONS, createdApiKeyReply, type ApiKeyAccess } from '../../../contracts/webhooks.ts';
import { affiliations, apiKeys, orderItems, profiles } from '../../platform/db/schema/index.ts';
import { createSchool, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp, type TestApp } from '../../testing/test-app.ts';
import { addCollaborator, makeTicketFixture, type TicketFixture } from '../tickets/tickets.fixtures.ts';
import { signedHeaders } from './envelope.ts';
import { allowDeveloperZone } from './webhooks.fixtures.ts';

/**
 * The open API: personal API keys as `Authorization: Bearer` on the routes that declare the access they need (the
 * owner's events, ticket types, orders, attendees, stats, check-in), nothing else; one owner only; and the document
 * at /api/docs that says so.
 */

const MANAGE = '/api/v1/management/courses';

/** Makes a key through the API as `by` (a session), answers the key itself. */
async function makeKey(t: TestApp, by: Person, ownerId: string, access: ApiKeyAccess): Promise<{ id: string; key: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profile_management/api_keys',
    headers: headers(by),
    payload: { ownerId, name: 'Script', access },
  });
  const { apiKey, key } = expectReply(res, 201, createdApiKeyReply);
  return { id: apiKey.id, key };
}

describe('calls with an API key', () => {
  const t = useTestApp();
  const as = (key: string, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object, more: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...more }, ...(payload && { payload }) });
  const get = (key: string, url: string) => as(key, 'GET', url);

  let owner: Person, teamAdmin: Person, stranger: Person;
  let school: { id: string; username: string }, otherSchool: { id: string };
  let sale: TicketFixture, otherSale: TicketFixture, collaborated: TicketFixture;
  let readKey: string, writeKey: string;

  beforeAll(async () => {
    [owner, teamAdmin, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
    const stamp = Date.now().toString(36);
    school = await createSchool(t, owner, 'Open School', `open-school-${stamp}`);
    otherSchool = await createSchool(t, owner, 'Other School', `other-school-${stamp}`);
    await t.db.insert(affiliations).values({ organizationId: school.id, userId: teamAdmin.user.id, admin: true });
    await Promise.all([school.id, otherSchool.id].map((id) => allowDeveloperZone(t.db, id)));
    sale = await makeTicketFixture(t, { owner, event: { ownerId: school.id, name: 'Open Night' } });
    otherSale = await makeTicketFixture(t, { owner, event: { ownerId: otherSchool.id, name: 'Other Night' } });
    // An event of someone else that the school helps with as an admin collaborator.
    collaborated = await makeTicketFixture(t, { owner: stranger, event: { name: 'Helped Night' } });
    await addCollaborator(t, collaborated.event.id, school.id, 'admin');
    ({ key: readKey } = await makeKey(t, owner, school.id, 'read'));
    ({ key: writeKey } = await makeKey(t, owner, school.id, 'write'));
  });

  it("reads the owner's events, an event with its ticket types, its guests, orders, one order and stats", async () => {
    const events = expectReply(await get(readKey, `/api/v1/profile_management/events?ownerId=${school.id}`), 200, businessEventsReply);
    expect(events.data.map((e) => e.name)).toContain('Open Night');
    const event = expectReply(await get(readKey, `${MANAGE}/${sale.event.id}`), 200, managedEventReply);
    expect(event.ticketTypes.map((tt) => tt.id)).toEqual([sale.ticketType.id]);
    const guests = expectReply(await get(readKey, `${MANAGE}/${sale.event.id}/registrations`), 200, guestsReply);
    expect(guests.data.map((g) => g.id).sort()).toEqual(sale.items.map((i) => i.id).sort());
    const orders = expectReply(await get(readKey, `/api/v1/profile_management/transactions?ownerId=${school.id}`), 200, ordersReply);
    expect(orders.data.map((o) => o.id)).toEqual([sale.order.id]);
    const order = expectReply(
      await get(readKey, `/api/v1/profile_management/transactions/${sale.order.id}?ownerId=${school.id}`),
      200,
      transactionView,
    );
    expect(order.orderItems).toHaveLength(sale.items.length);
    const stats = expectReply(await get(readKey, `/api/v1/events/${sale.event.id}/stats`), 200, eventStatsReply);
    expect(stats.totals.tickets).toBe(sale.items.length);
  });

  it('checks a ticket in and undoes it with a read-and-write key; a read-only key may not (403 read-only)', async () => {
    const itemId = sale.items[0]!.id;
    const refused = await as(readKey, 'POST', `${MANAGE}/${sale.event.id}/check_ins`, { itemId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: WEBHOOK_REASONS.apiKeyScope, message: API_KEY_MESSAGES.readOnly });
    expect((await as(readKey, 'DELETE', `${MANAGE}/${sale.event.id}/check_ins/${itemId}`)).statusCode).toBe(403);

    expectReply(await as(writeKey, 'POST', `${MANAGE}/${sale.event.id}/check_ins`, { itemId }), 200, checkInReply);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    // Checked in by the key's maker.
    expect(item).toMatchObject({ checkedInById: owner.user.id });
    expect(item!.checkedInAt).toBeInstanceOf(Date);
    expectReply(await as(writeKey, 'DELETE', `${MANAGE}/${sale.event.id}/check_ins/${itemId}`), 200, checkInReply);
  });

  it('is refused on every route outside the open API (403 api_key_scope), even with a write key', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/v1/profile_management/api_keys?ownerId=${school.id}`],
      ['POST', '/api/v1/profile_management/api_keys', { ownerId: school.id, name: 'Escalate', access: 'write' }],
      ['GET', `/api/v1/profiles/${school.username}/settings`],
      ['PATCH', `/api/v1/profiles/${school.id}`, { name: 'Renamed' }],
      ['GET', `/api/v1/profile_management/payouts?ownerId=${school.id}`],
      ['PATCH', `${MANAGE}/${sale.event.id}`, { name: 'Renamed' }],
      ['GET', '/api/session'],
      ['GET', '/api/v1/patron/tickets'],
    ] as const) {
      const res = await as(writeKey, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toMatchObject({ reason: WEBHOOK_REASONS.apiKeyScope, message: API_KEY_MESSAGES.notOpenApi });
    }
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.name, 'Escalate'))).toEqual([]);
  });

  it('sees nothing of another owner, even one its maker manages, nor an event the owner only collaborates on', async () => {
    for (const url of [
      `/api/v1/profile_management/events?ownerId=${otherSchool.id}`,
      `/api/v1/profile_management/transactions?ownerId=${otherSchool.id}`,
      `/api/v1/profile_management/transactions/${otherSale.order.id}?ownerId=${otherSchool.id}`,
      `/api/v1/profile_management/events?ownerId=${owner.user.id}`,
      `${MANAGE}/${otherSale.event.id}`,
      `${MANAGE}/${otherSale.event.id}/registrations`,
      `/api/v1/events/${otherSale.event.id}/stats`,
      `${MANAGE}/${collaborated.event.id}`,
      `${MANAGE}/${collaborated.event.id}/registrations`,
    ]) {
      expect((await get(readKey, url)).statusCode, url).toBe(403);
    }
    // Another owner's order under the key's own owner is not found.
    expect((await get(readKey, `/api/v1/profile_management/transactions/${otherSale.order.id}?ownerId=${school.id}`)).statusCode).toBe(404);
    expect((await as(writeKey, 'POST', `${MANAGE}/${otherSale.event.id}/check_ins`, { itemId: otherSale.items[0]!.id })).statusCode).toBe(403);
    // The same person with a session reaches both.
    expect((await t.app.inject({ method: 'GET', url: `${MANAGE}/${otherSale.event.id}`, headers: headers(owner) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${MANAGE}/${collaborated.event.id}`, headers: headers(owner) })).statusCode).toBe(200);
  });

  it('refuses an unknown key and a revoked one at once (401)', async () => {
    const unknown = await get('ovk_' + 'A'.repeat(43), `/api/v1/profile_management/events?ownerId=${school.id}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(API_KEY_MESSAGES.invalidKey);
    const { id, key } = await makeKey(t, owner, school.id, 'read');
    expect((await get(key, `${MANAGE}/${sale.event.id}`)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/profile_management/api_keys/${id}?ownerId=${school.id}`,
      headers: headers(owner),
    });
    expect(revoke.statusCode).toBe(200);
    const refused = await get(key, `${MANAGE}/${sale.event.id}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(API_KEY_MESSAGES.invalidKey);
  });

  it('refuses the key of a maker who left the team (401), and of an owner the developer zone is closed for (403)', async () => {
    const { key } = await makeKey(t, teamAdmin, school.id, 'read');
    expect((await get(key, `${MANAGE}/${sale.event.id}`)).statusCode).toBe(200);
    await t.db.delete(affiliations).where(and(eq(affiliations.organizationId, school.id), eq(affiliations.userId, teamAdmin.user.id)));
    expect((await get(key, `${MANAGE}/${sale.event.id}`)).statusCode).toBe(401);

    const { key: otherKey } = await makeKey(t, owner, otherSchool.id, 'read');
    expect((await get(otherKey, `${MANAGE}/${otherSale.event.id}`)).statusCode).toBe(200);
    await t.db.update(profiles).set({ developerZoneAllowed: false }).where(eq(profiles.id, otherSchool.id));
    const closed = await get(otherKey, `${MANAGE}/${otherSale.event.id}`);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().reason).toBe(WEBHOOK_REASONS.notAllowed);
  });

  it("uses only the key when a session cookie comes with it, and skips the origin check (no cookie's authority)", async () => {
    // A stranger's session beside the key: the key's owner is read.
    const both = { cookie: stranger.cookie };
    expect((await as(readKey, 'GET', `${MANAGE}/${sale.event.id}`, undefined, both)).statusCode).toBe(200);
    // The owner's session beside a read-only key adds no right to write.
    const mixed = await as(readKey, 'POST', `${MANAGE}/${sale.event.id}/check_ins`, { itemId: sale.items[1]!.id }, { cookie: owner.cookie });
    expect(mixed.statusCode).toBe(403);
    // A key on a route outside the open API stays refused with a session too.
    expect((await as(readKey, 'GET', '/api/session', undefined, { cookie: owner.cookie })).statusCode).toBe(403);
    // A script's call from elsewhere: the origin check guards cookies, and a key call carries none that counts.
    const foreign = { origin: 'https://elsewhere.example.com' };
    expectReply(await as(writeKey, 'POST', `${MANAGE}/${sale.event.id}/check_ins`, { itemId: sale.items[1]!.id }, foreign), 200, checkInReply);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `${MANAGE}/${sale.event.id}/check_ins`,
      headers: { cookie: owner.cookie, ...foreign },
      payload: { itemId: sale.items[1]!.id },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('stamps last use at most once a minute', async () => {
    const { id, key } = await makeKey(t, owner, school.id, 'read');
    const lastUsed = async () => (await t.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id)))[0]!.at;
    expect(await lastUsed()).toBeNull();
    await get(key, `${MANAGE}/${sale.event.id}`);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    const recent = new Date(Date.now() - 30_000);
    await t.db.update(apiKeys).set({ lastUsedAt: recent }).where(eq(apiKeys.id, id));
    await get(key, `${MANAGE}/${sale.event.id}`);
    expect((await lastUsed())!.getTime()).toBe(recent.getTime());
    const stale = new Date(Date.now() - 120_000);
    await t.db.update(apiKeys).set({ lastUsedAt: stale }).where(eq(apiKeys.id, id));
    await get(key, `${MANAGE}/${sale.event.id}`);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('puts the bearer scheme on exactly the open API routes of the document', () => {
    type Op = { security?: Record<string, string[]>[] };
    const doc = t.app.swagger() as {
      openapi: string;
      info: { description: string };
      paths: Record<string, Record<string, Op>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string; description: string }> };
      webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }>;
    };
    const secured = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const))
      .filter(([, op]) => op.security?.some((s) => 'apiKey' in s))
      .map(([key]) => key)
      .sort();
    expect(secured).toEqual(
      [
        'GET /api/v1/profile_management/events',
        'GET /api/v1/management/courses/{eventId}',
        'GET /api/v1/management/courses/{eventId}/registrations',
        'POST /api/v1/management/courses/{eventId}/check_ins',
        'DELETE /api/v1/management/courses/{eventId}/check_ins/{itemId}',
        'GET /api/v1/profile_management/transactions',
        'GET /api/v1/profile_management/transactions/{id}',
        'GET /api/v1/events/{eventId}/stats',
      ].sort(),
    );
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKey!.description).toContain('Authorization: Bearer ovk_');
    // The guide lists the same routes and documents the webhooks.
    for (const route of secured) expect(doc.info.description).toContain(`\`${route}\``);
    for (const words of [
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
      'standardwebhooks',
      '5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours, 10 hours',
    ]) {
      expect(doc.info.description).toContain(words);
    }
    // One webhook entry per event type, its payload schema inside the envelope.
    expect(Object.keys(doc.webhooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
    const completed = doc.webhooks['order.completed']!.post.requestBody.content['application/json']!.schema;
    expect(Object.keys(completed.properties)).toEqual(['id', 'type', 'timestamp', 'data']);
    expect(completed.properties.data).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(Object.keys(OUTBOX_EVENTS['order.completed'].shape)),
    });
  });

  it('serves the docs page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().components.securitySchemes.apiKey.scheme).toBe('bearer');
  });
});

describe('the signature as the docs describe it for other languages', () => {
  it('is HMAC-SHA256 of id.timestamp.body under the base64-decoded secret, after v1,', () => {
    const secret = `whsec_${Buffer.from('a secret of twenty-four!').toString('base64')}`;
    const body = JSON.stringify({ id: 'd1', type: 'order.created', timestamp: '2030-04-06T18:00:00.000Z', data: {} });
    const at = new Date('2030-04-06T18:00:05.000Z');
    const sent = signedHeaders(secret, 'd1', body, at);
    const mine = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
      .update(`${sent['webhook-id']}.${sent['webhook-timestamp']}.${body}`)
      .digest('base64');
    expect(sent['webhook-signature']!.split(' ')).toContain(`v1,${mine}`);
  });
});

describe('the per-key rate limit', () => {
  // 600 a minute at scale 1; here 3, so the fourth call of the window is refused.
  const t = useTestApp({ RATE_LIMIT_SCALE: String(3 / 600) });

  it('answers 429 past the limit of one key, while another key of the owner goes on', async () => {
    const owner = await signUpUser(t.app);
    await allowDeveloperZone(t.db, owner.user.id);
    const [{ key }, { key: other }] = [await makeKey(t, owner, owner.user.id, 'read'), await makeKey(t, owner, owner.user.id, 'read')];
    const call = (k: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/profile_management/events?ownerId=${owner.user.id}`, headers: { authorization: `Bearer ${k}` } });
    for (let i = 0; i < 3; i++) expect((await call(key)).statusCode).toBe(200);
    const limited = await call(key);
    expect(limited.statusCode).toBe(429);
    expect((await call(other)).statusCode).toBe(200);
  });
});
