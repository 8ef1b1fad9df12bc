import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { createSchool, errorShape, schoolWithTeam, type Person } from '../../testing/events.ts';
import { affiliations, collaboratorInvitations, profiles } from '../../platform/db/schema/index.ts';

const t = useTestApp();

describe('POST /api/v1/schools', () => {
  it('creates the organization and its owner affiliation', async () => {
    const owner = await signUpUser(t.app);
    const school = await createSchool(t, owner, '  Jazz Club  ', 'jazz-club');
    expect(school).toMatchObject({ type: 'school', username: 'jazz-club', name: 'Jazz Club', avatar: null });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, school.id));
    expect(row).toMatchObject({ type: 'school', username: 'jazz-club', name: 'Jazz Club' });
    const aff = await t.db.select().from(affiliations).where(eq(affiliations.organizationId, school.id));
    expect(aff).toEqual([expect.objectContaining({ userId: owner.user.id, owner: true, admin: true, receiveNotifications: true })]);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: owner.cookie } });
    expect(session.json().user.managedOrganizations).toEqual([school.id]);
  });

  it("starts in the creator's time zone and currency when the browser sends them, else UTC and usd", async () => {
    const owner = await signUpUser(t.app);
    const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/schools', headers: { cookie: owner.cookie }, payload });
    const local = await create({ name: 'Tokyo Hall', identifier: 'tokyo-hall', timezone: 'Asia/Tokyo', currency: 'jpy' });
    expect(local.statusCode, local.body).toBe(200);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, local.json().school.id));
    expect(row).toMatchObject({ timezone: 'Asia/Tokyo', currency: 'jpy' });
    const plain = await create({ name: 'Plain Hall', identifier: 'plain-hall' });
    const [plainRow] = await t.db.select().from(profiles).where(eq(profiles.id, plain.json().school.id));
    expect(plainRow).toMatchObject({ timezone: 'Etc/UTC', currency: 'usd' });
    const bad = await create({ name: 'Mars Hall', identifier: 'mars-hall', timezone: 'Mars/Olympus', currency: 'xyz' });
    expect(bad.statusCode).toBe(422);
    const badZone = await create({ name: 'Mars Hall', identifier: 'mars-hall', timezone: 'Mars/Olympus' });
    expect(badZone.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { timezone: 'Invalid timezone' } });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/schools', payload: { name: 'X', identifier: 'x-org' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ ...errorShape, code: 'unauthenticated' });
  });

  it('rejects a blank name and a bad identifier together, saving nothing', async () => {
    const owner = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/schools',
      headers: { cookie: owner.cookie },
      payload: { name: '   ', identifier: 'a!' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      ...errorShape,
      code: 'validation_failed',
      fieldErrors: { name: 'this field is required', identifier: 'Must be at least 3 characters' },
    });
  });

  it('shares the handle namespace with users (case-insensitive)', async () => {
    const owner = await signUpUser(t.app, { username: 'taken-handle' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/schools',
      headers: { cookie: owner.cookie },
      payload: { name: 'Taken', identifier: 'Taken-Handle' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ identifier: 'This username is already taken' });
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/schools',
      headers: { cookie: owner.cookie },
      payload: { name: 'Reserved', identifier: 'manage' },
    });
    expect(reserved.json().fieldErrors).toEqual({ identifier: 'This name is reserved' });
  });

  it('rejects wrong types, missing fields and oversized strings with 422', async () => {
    const owner = await signUpUser(t.app);
    for (const payload of [{ name: 1, identifier: 'abc-def' }, { name: 'A' }, { name: 'x'.repeat(101), identifier: 'abc-def' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/schools', headers: { cookie: owner.cookie }, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ ...errorShape, code: 'validation_failed' });
    }
  });
});

describe('GET /api/v1/manage/:username (the access gate)', () => {
  let owner: Person, member: Person, admin: Person, other: Person;
  let school: { id: string; username: string };

  beforeAll(async () => {
    ({ owner, member, siteAdmin: admin, school } = await schoolWithTeam(t, 'Gate Org', 'gate-org'));
    other = await signUpUser(t.app);
  });

  const get = (username: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/manage/${username}`, headers: cookie ? { cookie } : {} });

  it('lets the owner in to their own profile', async () => {
    const res = await get(owner.user.username, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profile: { id: owner.user.id, type: 'user', username: owner.user.username, name: 'Test Person', avatar: null, developerZoneAllowed: false },
      access: 'owner',
      rights: { canEdit: true, canDelete: true },
    });
  });

  it('says what the person may do: a member without the admin role only looks', async () => {
    expect((await get('gate-org', owner.cookie)).json().rights).toEqual({ canEdit: true, canDelete: true });
    expect((await get('gate-org', member.cookie)).json().rights).toEqual({ canEdit: false, canDelete: false });
    expect((await get('gate-org', admin.cookie)).json().rights).toEqual({ canEdit: true, canDelete: true });
  });

  it('lets organization members and site admins in, with their reason', async () => {
    expect((await get('gate-org', owner.cookie)).json().access).toBe('organization_member');
    expect((await get('GATE-ORG', member.cookie)).json()).toMatchObject({ access: 'organization_member', profile: { id: school.id } });
    expect((await get('gate-org', admin.cookie)).json().access).toBe('site_admin');
    expect((await get(owner.user.username, admin.cookie)).json().access).toBe('site_admin');
  });

  it('answers 403 to others, 401 signed out, 404 for an unknown handle', async () => {
    const forbidden = await get('gate-org', other.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ ...errorShape, code: 'forbidden' });
    expect((await get(owner.user.username, other.cookie)).statusCode).toBe(403);
    expect((await get(owner.user.username, member.cookie)).statusCode).toBe(403);
    const signedOut = await get('gate-org');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ ...errorShape, code: 'unauthenticated' });
    const unknown = await get('nobody-here', admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ ...errorShape, code: 'not_found' });
  });
});

describe('GET /api/search_collaborators', () => {
  let owner: Person, found: Person, invited: Person;
  let school: { id: string };

  beforeAll(async () => {
    owner = await signUpUser(t.app, { firstName: 'Olga', lastName: 'Owner' });
    found = await signUpUser(t.app, { firstName: 'Zebulon', lastName: 'Quartz', username: 'zeb-quartz', email: 'zeb@example.com' });
    invited = await signUpUser(t.app, { firstName: 'Zelda', lastName: 'Quartz', username: 'zelda-q' });
    school = await createSchool(t, owner, 'Quartz Hall', 'quartz-hall');
    await t.db.insert(affiliations).values({ organizationId: school.id, userId: found.user.id });
    await t.db.insert(collaboratorInvitations).values({ organizationId: school.id, email: invited.email, tokenHash: 'x-search' });
  });

  const search = (qs: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/search_collaborators?${qs}`, headers: cookie ? { cookie } : {} });

  it('matches names and handles case-insensitively, people and organizations, without e-mails', async () => {
    const res = await search('query=QUARTZ', owner.cookie);
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { username: string }) => r.username).sort()).toEqual(['quartz-hall', 'zeb-quartz', 'zelda-q']);
    expect(JSON.stringify(results)).not.toContain('@');
    expect(results.every((r: { alreadyAdded: boolean }) => r.alreadyAdded === false)).toBe(true);
  });

  it('filters by type and matches an exact e-mail only', async () => {
    const users = (await search('query=quartz&types=user', owner.cookie)).json().results;
    expect(users.map((r: { type: string }) => r.type)).toEqual(['user', 'user']);
    const schools = (await search('query=quartz&types=school,bogus', owner.cookie)).json().results;
    expect(schools.map((r: { username: string }) => r.username)).toEqual(['quartz-hall']);
    const byEmail = (await search('query=ZEB@example.com', owner.cookie)).json().results;
    expect(byEmail).toEqual([expect.objectContaining({ id: found.user.id, username: 'zeb-quartz' })]);
    expect((await search('query=zeb@example', owner.cookie)).json().results).toEqual([]);
    expect((await search('query=', owner.cookie)).json().results).toEqual([]);
    // LIKE wildcards are literal.
    expect((await search('query=%25', owner.cookie)).json().results).toEqual([]);
  });

  it('finds an account by its e-mail only for a searcher whose own e-mail is verified (no right from an unverified address)', async () => {
    const unverified = await signUpUser(t.app, { verified: false });
    expect((await search('query=zeb@example.com', unverified.cookie)).json().results).toEqual([]);
    // Names and handles are public: those still match.
    expect((await search('query=zeb-quartz', unverified.cookie)).json().results).toEqual([expect.objectContaining({ id: found.user.id })]);
  });

  it('marks members and invited people of ownerId as already added', async () => {
    const res = await search(`query=quartz&types=user&ownerId=${school.id}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().results.map((r: { username: string; alreadyAdded: boolean }) => [r.username, r.alreadyAdded]));
    expect(byName).toEqual({ 'zeb-quartz': true, 'zelda-q': true });
  });

  it('returns at most 10 results', async () => {
    for (let i = 0; i < 11; i++) await signUpUser(t.app, { firstName: 'Manyname', lastName: 'Person' });
    const res = await search('query=manyname', owner.cookie);
    expect(res.json().results).toHaveLength(10);
  });

  it('needs a session, and edit rights on ownerId (the owner or a team admin: who may add to the team)', async () => {
    expect((await search('query=quartz')).statusCode).toBe(401);
    const stranger = await signUpUser(t.app);
    expect((await search(`query=quartz&ownerId=${school.id}`, stranger.cookie)).statusCode).toBe(403);
    // `found` is on the team, but not a team admin: the team page is read-only for them.
    expect((await search(`query=quartz&ownerId=${school.id}`, found.cookie)).statusCode).toBe(403);
    const bad = await search('query=quartz&ownerId=not-a-uuid', owner.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ ...errorShape, code: 'validation_failed' });
    expect((await search(`query=${'x'.repeat(201)}`, owner.cookie)).statusCode).toBe(422);
  });
});

describe('GET /api/search_collaborators rate limits', () => {
  const limited = useTestApp({ RATE_LIMIT_SCALE: '1', LOGIN_RATE_LIMIT: '1000' });
  const search = (query: string, cookie: string) =>
    limited.app.inject({ method: 'GET', url: `/api/search_collaborators?query=${encodeURIComponent(query)}`, headers: { cookie } });

  it('allows 20 e-mail lookups an hour per account, counted in the database; name searches go on', async () => {
    const [searcher, other] = [await signUpUser(limited.app), await signUpUser(limited.app)];
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await search(`someone-${i}@example.com`, searcher.cookie)).statusCode);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(codes[20]).toBe(429);
    const refused = await search('one-more@example.com', searcher.cookie);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many searches by e-mail address\. Please try again in /),
    });
    expect((await search('quartz', searcher.cookie)).statusCode).toBe(200);
    // Per account: another searcher is not affected.
    expect((await search('someone@example.com', other.cookie)).statusCode).toBe(200);
  });

  it('allows 60 searches a minute per account', async () => {
    const searcher = await signUpUser(limited.app);
    const codes = [];
    for (let i = 0; i < 61; i++) codes.push((await search(`name${i}`, searcher.cookie)).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    expect(codes[60]).toBe(429);
  });
});
