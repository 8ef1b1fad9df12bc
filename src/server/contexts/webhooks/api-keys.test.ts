import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  WEBHOOK_REASONS,
  apiKeysReply,
  createdApiKeyReply,
  okReply,
  type CreateApiKeyBody,
} from '../../../contracts/webhooks.ts';
import { affiliations, apiKeys } from '../../platform/db/schema/index.ts';
import { addMember, createSchool, headers, makeAdmin, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { allowDeveloperZone } from './webhooks.fixtures.ts';

/** Personal API keys (the developer zone): made once and shown once, stored as digests, listed, revoked, limited. */

const t = useTestApp();
const P = '/api/v1/profile_management/api_keys';

const createRaw = (body: CreateApiKeyBody, p?: Person) => t.app.inject({ method: 'POST', url: P, headers: headers(p), payload: body });
const create = async (body: CreateApiKeyBody, p: Person) => expectReply(await createRaw(body, p), 201, createdApiKeyReply);
const listRaw = (ownerId: string, p?: Person) => t.app.inject({ method: 'GET', url: `${P}?ownerId=${ownerId}`, headers: headers(p) });
const list = async (ownerId: string, p: Person) => expectReply(await listRaw(ownerId, p), 200, apiKeysReply).data;
const revokeRaw = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'DELETE', url: `${P}/${id}?ownerId=${ownerId}`, headers: headers(p) });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let owner: Person, member: Person, teamAdmin: Person, siteAdmin: Person, noZone: Person, other: Person;
let school: { id: string };

beforeAll(async () => {
  const signUp = () => signUpUser(t.app);
  [owner, member, teamAdmin, siteAdmin, noZone, other] = await Promise.all([signUp(), signUp(), signUp(), signUp(), signUp(), signUp()]);
  school = await createSchool(t, owner, 'Key School', `key-school-${Date.now().toString(36)}`);
  await addMember(t, school.id, member.user.id);
  await t.db.insert(affiliations).values({ organizationId: school.id, userId: teamAdmin.user.id, admin: true });
  await makeAdmin(t, siteAdmin.user.id);
  await Promise.all([owner.user.id, school.id, other.user.id].map((id) => allowDeveloperZone(t.db, id)));
});

describe('creating an API key', () => {
  it('answers the key once; only its digest and first characters are stored', async () => {
    const { apiKey, key } = await create({ ownerId: owner.user.id, name: '  Door scanner  ', access: 'write' }, owner);
    expect(key).toMatch(/^ovk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Door scanner',
      access: 'write',
      prefix: key.slice(0, 12),
      lastUsedAt: null,
      createdBy: { id: owner.user.id, username: owner.user.username },
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row).toMatchObject({ ownerId: owner.user.id, createdById: owner.user.id, keyDigest: sha256(key), revokedAt: null });
    expect(JSON.stringify(row)).not.toContain(key.slice(12));
    // The list never shows it again.
    const listed = await list(owner.user.id, owner);
    expect(listed.find((k) => k.id === apiKey.id)).toEqual(apiKey);
    expect(JSON.stringify(listed)).not.toContain(key.slice(12));
  });

  it('makes a different key every time', async () => {
    const body: CreateApiKeyBody = { ownerId: owner.user.id, name: 'Twin', access: 'read' };
    const [a, b] = [await create(body, owner), await create(body, owner)];
    expect(a.key).not.toBe(b.key);
  });

  it("lets a team admin make one for the organization, named as its maker; the organization's list only", async () => {
    const { apiKey } = await create({ ownerId: school.id, name: 'CRM sync', access: 'read' }, teamAdmin);
    expect(apiKey.createdBy).toMatchObject({ id: teamAdmin.user.id, username: teamAdmin.user.username });
    expect((await list(school.id, owner)).map((k) => k.id)).toEqual([apiKey.id]);
    expect((await list(owner.user.id, owner)).map((k) => k.id)).not.toContain(apiKey.id);
  });

  it('refuses a missing name, an unknown access and a name over the limit (422)', async () => {
    for (const [body, field] of [
      [{ ownerId: owner.user.id, name: '   ', access: 'read' }, 'name'],
      [{ ownerId: owner.user.id, name: 'x'.repeat(API_KEY_LIMITS.nameMax + 1), access: 'read' }, 'name'],
      [{ ownerId: owner.user.id, name: 'Admin', access: 'admin' }, 'access'],
      [{ ownerId: 'not-a-uuid', name: 'Key', access: 'read' }, 'ownerId'],
    ] as const) {
      const res = await createRaw(body as CreateApiKeyBody, owner);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().fieldErrors)).toContain(field);
    }
    expect((await createRaw({ ownerId: owner.user.id, name: '', access: 'read' }, owner)).json().fieldErrors.name).toBe(
      API_KEY_MESSAGES.nameRequired,
    );
  });

  it('refuses the signed out (401), those who may not edit the owner (403), an unknown owner (404)', async () => {
    const body = (ownerId: string): CreateApiKeyBody => ({ ownerId, name: 'Nope', access: 'read' });
    expect((await createRaw(body(school.id))).statusCode).toBe(401);
    expect((await createRaw(body(school.id), member)).statusCode).toBe(403);
    expect((await createRaw(body(school.id), other)).statusCode).toBe(403);
    expect((await createRaw(body(randomUUID()), owner)).statusCode).toBe(404);
    const locked = await createRaw(body(noZone.user.id), noZone);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().reason).toBe(WEBHOOK_REASONS.notAllowed);
  });

  it('refuses a site admin outside the team: a key never carries site-admin power, so it would not work', async () => {
    const res = await createRaw({ ownerId: school.id, name: 'Support', access: 'read' }, siteAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_KEY_MESSAGES.makerNotOnTeam);
    // Site admins still see and revoke the keys.
    expect((await listRaw(school.id, siteAdmin)).statusCode).toBe(200);
  });
});

describe('listing API keys', () => {
  it('shows live keys newest first with their maker; the signed out get 401, members 403, an unknown owner 404', async () => {
    const { apiKey: first } = await create({ ownerId: other.user.id, name: 'First', access: 'read' }, other);
    const { apiKey: second } = await create({ ownerId: other.user.id, name: 'Second', access: 'write' }, other);
    expect((await list(other.user.id, other)).map((k) => k.name)).toEqual([second.name, first.name]);
    expect((await listRaw(other.user.id)).statusCode).toBe(401);
    expect((await listRaw(school.id, member)).statusCode).toBe(403);
    expect((await listRaw(other.user.id, owner)).statusCode).toBe(403);
    expect((await listRaw(randomUUID(), owner)).statusCode).toBe(404);
  });
});

describe('revoking an API key', () => {
  it('hides it from the list and stamps it; again, or as another owner, is 404', async () => {
    const { apiKey } = await create({ ownerId: school.id, name: 'Old', access: 'read' }, owner);
    // The caller manages both owners, but the key is the school's: naming the wrong owner finds nothing.
    expect((await revokeRaw(apiKey.id, owner.user.id, owner)).statusCode).toBe(404);
    expect((await revokeRaw(apiKey.id, school.id)).statusCode).toBe(401);
    expect((await revokeRaw(apiKey.id, school.id, member)).statusCode).toBe(403);
    expect((await revokeRaw('not-a-uuid', school.id, owner)).statusCode).toBe(422);
    expectReply(await revokeRaw(apiKey.id, school.id, teamAdmin), 200, okReply);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    expect((await list(school.id, owner)).map((k) => k.id)).not.toContain(apiKey.id);
    const again = await revokeRaw(apiKey.id, school.id, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(API_KEY_MESSAGES.notFound);
    expect((await revokeRaw(randomUUID(), school.id, owner)).statusCode).toBe(404);
  });
});

describe('the limit of live keys per owner', () => {
  it(`allows ${API_KEY_LIMITS.perOwner}, counting live keys only; two requests at the limit cannot both pass`, async () => {
    const solo = await signUpUser(t.app);
    await allowDeveloperZone(t.db, solo.user.id);
    const seed = (n: number, revoked = false) =>
      t.db.insert(apiKeys).values(
        Array.from({ length: n }, () => ({
          ownerId: solo.user.id,
          createdById: solo.user.id,
          name: 'Seeded',
          access: 'read' as const,
          keyDigest: sha256(randomUUID()),
          prefix: 'ovk_seeded00',
          revokedAt: revoked ? new Date() : null,
        })),
      );
    await seed(API_KEY_LIMITS.perOwner - 1);
    await seed(3, true);
    const body: CreateApiKeyBody = { ownerId: solo.user.id, name: 'Racer', access: 'read' };
    const replies = await Promise.all([createRaw(body, solo), createRaw(body, solo)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const full = await createRaw(body, solo);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(API_KEY_MESSAGES.tooMany);
    // Revoking one makes room again.
    const made = createdApiKeyReply.parse(replies.find((r) => r.statusCode === 201)!.json());
    expectReply(await revokeRaw(made.apiKey.id, solo.user.id, solo), 200, okReply);
    await create(body, solo);
    expect(await list(solo.user.id, solo)).toHaveLength(API_KEY_LIMITS.perOwner);
  });
});
