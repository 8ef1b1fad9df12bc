import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { createSchool, errorShape, makeAdmin, schoolWithTeam, type Person } from '../../testing/events.ts';
import { affiliations, profiles, sessions, uploads, users } from '../../platform/db/schema/index.ts';
import { SETTINGS_MESSAGES } from '../../../contracts/settings.messages.ts';

const t = useTestApp();

/** A 1x1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(parts: { name: string; value?: string; filename?: string; type?: string; data?: Buffer }[]) {
  const boundary = `----ovation${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.filename !== undefined) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.data ?? Buffer.alloc(0),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(cookie: string | undefined, kind: string | undefined, data: Buffer, type = 'image/png', filename = 'a.png') {
  const parts = [...(kind !== undefined ? [{ name: 'kind', value: kind }] : []), { name: 'file', filename, type, data }];
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/file_uploads',
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const settings = (username: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/profiles/${username}/settings`, headers: cookie ? { cookie } : {} });
const patch = (id: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/profiles/${id}`, payload, headers: cookie ? { cookie } : {} });

describe('settings permissions', () => {
  let owner: Person, member: Person, orgAdmin: Person, siteAdmin: Person, other: Person;
  let school: { id: string; username: string };

  beforeAll(async () => {
    ({ owner, member, siteAdmin, school } = await schoolWithTeam(t, 'Perm Org', 'perm-org'));
    [orgAdmin, other] = [await signUpUser(t.app), await signUpUser(t.app)];
    await t.db.insert(affiliations).values({ organizationId: school.id, userId: orgAdmin.user.id, admin: true });
  });

  it('GET settings: the person themselves, with the private e-mail, every currency, and full rights', async () => {
    await t.db.update(profiles).set({ paymentAccountId: 'acct_secret' }).where(eq(profiles.id, owner.user.id));
    const res = await settings(owner.user.username, owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      canDelete: true,
      canEdit: true,
      profile: { id: owner.user.id, type: 'user', email: owner.email, paymentsConnected: true, timezone: 'Etc/UTC', currency: 'usd' },
    });
    expect(res.body).not.toContain('acct_secret');
    expect(body.currencies).toHaveLength(11);
    expect(body.currencies[0]).toEqual({ currency: 'usd', name: 'US Dollar', symbol: '$', stripeFeeCash: 30, stripeFeePercentage: 2.9 });
  });

  it('GET settings matrix for an organization', async () => {
    const rights = async (p: Person) => {
      const res = await settings(school.username, p.cookie);
      expect(res.statusCode).toBe(200);
      const { canEdit, canDelete, profile } = res.json();
      expect(profile).toMatchObject({ type: 'school', email: null, paymentsConnected: false });
      return { canEdit, canDelete };
    };
    expect(await rights(owner)).toEqual({ canEdit: true, canDelete: true });
    expect(await rights(orgAdmin)).toEqual({ canEdit: true, canDelete: false });
    expect(await rights(member)).toEqual({ canEdit: false, canDelete: false });
    expect(await rights(siteAdmin)).toEqual({ canEdit: true, canDelete: true });
    const forbidden = await settings(school.username, other.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ ...errorShape, code: 'forbidden' });
    expect((await settings(owner.user.username, member.cookie)).statusCode).toBe(403);
    expect((await settings(school.username)).statusCode).toBe(401);
    const unknown = await settings('no-such-profile', owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ ...errorShape, code: 'not_found' });
  });

  it('PATCH matrix: owner, org admin and site admin save; member and others 403; signed out 401; unknown 404', async () => {
    const save = (p: Person | undefined, name: string) => patch(school.id, { name, identifier: 'perm-org' }, p?.cookie);
    expect((await save(owner, 'By Owner')).statusCode).toBe(200);
    expect((await save(orgAdmin, 'By Org Admin')).statusCode).toBe(200);
    expect((await save(siteAdmin, 'By Site Admin')).json().profile.name).toBe('By Site Admin');
    const byMember = await save(member, 'By Member');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ ...errorShape, code: 'forbidden' });
    expect((await save(other, 'By Other')).statusCode).toBe(403);
    expect((await save(undefined, 'Signed Out')).statusCode).toBe(401);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, school.id));
    expect(row!.name).toBe('By Site Admin');
    expect((await patch('00000000-0000-4000-8000-000000000000', { name: 'X', username: 'xyz' }, siteAdmin.cookie)).statusCode).toBe(404);
    expect((await patch('not-a-uuid', { name: 'X', username: 'xyz' }, siteAdmin.cookie)).statusCode).toBe(422);
    // Site admins edit a person's settings too.
    const res = await patch(other.user.id, { name: 'Renamed By Admin', username: other.user.username }, siteAdmin.cookie);
    expect(res.statusCode).toBe(200);
  });
});

describe('PATCH /api/v1/profiles/:id', () => {
  let me: Person;
  beforeAll(async () => {
    me = await signUpUser(t.app);
  });

  it('saves every field and returns the saved settings', async () => {
    const res = await patch(
      me.user.id,
      {
        name: '  Jane Stage  ',
        username: 'jane-stage',
        settingAttributes: {
          timezone: 'America/New_York',
          currency: 'eur',
          description: 'Singer.\nSongwriter.',
          email: 'hello@jane.example.com',
          phone: '+1 (555) 123-4567',
          webUrl: 'https://jane.example.com',
          facebookUrl: '',
          instagramUrl: 'http://instagram.com/jane',
          googleAnalyticsId: 'G-12345',
          metaPixelId: '  ',
        },
      },
      me.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      name: 'Jane Stage',
      username: 'jane-stage',
      email: me.email,
      publicEmail: 'hello@jane.example.com',
      phone: '+1 (555) 123-4567',
      fullDescription: 'Singer.\nSongwriter.',
      timezone: 'America/New_York',
      currency: 'eur',
      webUrl: 'https://jane.example.com',
      facebookUrl: null,
      instagramUrl: 'http://instagram.com/jane',
      googleAnalyticsId: 'G-12345',
      metaPixelId: null,
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, me.user.id));
    expect(row).toMatchObject({ name: 'Jane Stage', username: 'jane-stage', timezone: 'America/New_York', currency: 'eur', facebookUrl: null });
    // Absent keys keep their values.
    const again = await patch(me.user.id, { name: 'Jane Stage', username: 'jane-stage' }, me.cookie);
    expect(again.json().profile).toMatchObject({ publicEmail: 'hello@jane.example.com', timezone: 'America/New_York' });
    const read = await settings('jane-stage', me.cookie);
    expect(read.json().profile.webUrl).toBe('https://jane.example.com');
  });

  it('refuses tracking ids not shaped as their vendors give them, and stores the others in capitals', async () => {
    const bad = await patch(
      me.user.id,
      {
        name: 'Jane Stage',
        username: 'jane-stage',
        settingAttributes: { googleAnalyticsId: 'UA-1234-5', metaPixelId: 'pixel', googleTagManagerContainerId: 'GTM-1' },
      },
      me.cookie,
    );
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: {
        googleAnalyticsId: SETTINGS_MESSAGES.pixelId.googleAnalyticsId,
        metaPixelId: SETTINGS_MESSAGES.pixelId.metaPixelId,
        googleTagManagerContainerId: SETTINGS_MESSAGES.pixelId.googleTagManagerContainerId,
      },
    });
    const good = await patch(
      me.user.id,
      {
        name: 'Jane Stage',
        username: 'jane-stage',
        settingAttributes: { googleAnalyticsId: ' g-abc123 ', googleTagManagerContainerId: 'gtm-ab12cd' },
      },
      me.cookie,
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().profile).toMatchObject({ googleAnalyticsId: 'G-ABC123', googleTagManagerContainerId: 'GTM-AB12CD' });
    await patch(
      me.user.id,
      { name: 'Jane Stage', username: 'jane-stage', settingAttributes: { googleAnalyticsId: 'G-12345', googleTagManagerContainerId: null } },
      me.cookie,
    );
  });

  it('stores a website typed without https:// as a web address instead of refusing the whole save', async () => {
    const res = await patch(
      me.user.id,
      {
        name: 'Jane Stage',
        username: 'jane-stage',
        settingAttributes: { webUrl: ' jane.example.com/shows ', instagramUrl: 'www.instagram.com/jane' },
      },
      me.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ webUrl: 'https://jane.example.com/shows', instagramUrl: 'https://www.instagram.com/jane' });
    const bare = await patch(me.user.id, { name: 'Jane Stage', username: 'jane-stage', settingAttributes: { webUrl: 'jane' } }, me.cookie);
    expect(bare.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { webUrl: 'Invalid url' } });
    // Put back what the next test expects.
    await patch(
      me.user.id,
      {
        name: 'Jane Stage',
        username: 'jane-stage',
        settingAttributes: { webUrl: 'https://jane.example.com', instagramUrl: 'http://instagram.com/jane' },
      },
      me.cookie,
    );
  });

  it('collects every field error and saves nothing', async () => {
    const res = await patch(
      me.user.id,
      {
        name: ' ',
        username: 'jane-stage',
        settingAttributes: {
          timezone: 'Mars/Olympus',
          email: 'not-an-email',
          webUrl: 'javascript:alert(1)',
          tiktokUrl: 'ftp://x.example.com',
          phone: 'call me',
          description: 'x'.repeat(10_001),
        },
      },
      me.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      ...errorShape,
      code: 'validation_failed',
      fieldErrors: {
        name: 'this field is required',
        timezone: 'Invalid timezone',
        publicEmail: 'Enter a valid email (e.g., name@example.com)',
        webUrl: 'Invalid url',
        tiktokUrl: 'Invalid url',
        phone: 'Invalid phone',
        description: 'Must be at most 10000 characters',
      },
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, me.user.id));
    expect(row).toMatchObject({ name: 'Jane Stage', timezone: 'America/New_York', phone: '+1 (555) 123-4567' });
  });

  it('needs a handle: missing or blank gives the username message', async () => {
    for (const payload of [{ name: 'Jane' }, { name: 'Jane', username: '   ' }]) {
      const res = await patch(me.user.id, payload, me.cookie);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'Please check your username and try again',
        fieldErrors: { username: 'Please check your username and try again' },
      });
    }
  });

  it('checks handle rules and uniqueness across users and organizations', async () => {
    const other = await signUpUser(t.app);
    await createSchool(t, other, 'Taken Org', 'taken-org');
    const taken = await patch(me.user.id, { name: 'Jane', username: 'TAKEN-ORG' }, me.cookie);
    expect(taken.json().fieldErrors).toEqual({ username: 'This username is already taken' });
    const userTaken = await patch(me.user.id, { name: 'Jane', username: other.user.username }, me.cookie);
    expect(userTaken.json().fieldErrors).toEqual({ username: 'This username is already taken' });
    const bad = await patch(me.user.id, { name: 'Jane', username: 'no spaces' }, me.cookie);
    expect(bad.json().fieldErrors).toEqual({ username: 'Use only letters, numbers, - and _' });
    // Keeping your own handle in another case is fine.
    const own = await patch(me.user.id, { name: 'Jane Stage', username: 'Jane-Stage' }, me.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().profile.username).toBe('Jane-Stage');
  });

  it('accepts the identifier key for organizations', async () => {
    const school = await createSchool(t, me, 'Identifier Org', 'identifier-org');
    const res = await patch(school.id, { name: 'Identifier Org 2', identifier: 'identifier-org-2' }, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ type: 'school', username: 'identifier-org-2', email: null });
  });

  it('rejects wrong types, unknown currencies and oversized strings with 422', async () => {
    for (const payload of [
      { name: 5, username: 'jane-stage' },
      { username: 'jane-stage' },
      { name: 'J', username: 'jane-stage', settingAttributes: { currency: 'xyz' } },
      { name: 'J', username: 'jane-stage', settingAttributes: { webUrl: `https://${'x'.repeat(600)}.com` } },
      { name: 'J', username: 'jane-stage', logoImageFileUploadIdentifier: 'not-a-uuid' },
    ]) {
      const res = await patch(me.user.id, payload, me.cookie);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ ...errorShape, code: 'validation_failed' });
    }
  });
});

describe('upload rate limit', () => {
  const limited = useTestApp({ RATE_LIMIT_SCALE: '1' });

  it('stops an account after 30 uploads in 10 minutes with 429', async () => {
    const me = await signUpUser(limited.app);
    const body = multipart([
      { name: 'kind', value: 'avatar' },
      { name: 'file', filename: 'a.png', type: 'image/png', data: PNG },
    ]);
    const codes: number[] = [];
    // The limit is the subject here, not the WebP copies (the tests below read them): with no ffmpeg to find, as on a
    // machine without it, each upload stores its original alone: 30 ffmpeg starts took 3 s of CPU and 11 s of the run.
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      for (let i = 0; i < 31; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/file_uploads',
          headers: { 'content-type': body.contentType, cookie: me.cookie },
          payload: body.payload,
        });
        codes.push(res.statusCode);
      }
    } finally {
      process.env.PATH = path;
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('uploads', () => {
  let me: Person;
  beforeAll(async () => {
    me = await signUpUser(t.app);
  });

  it('stores a real PNG and serves it publicly with long caching', async () => {
    const res = await upload(me.cookie, 'avatar', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const { uploadIdentifier, url } = res.json();
    expect(url).toBe(`/api/uploads/${uploadIdentifier}`);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, uploadIdentifier));
    expect(row).toMatchObject({ ownerId: me.user.id, kind: 'avatar', contentType: 'image/png', size: PNG.length });
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges the type by the bytes, not the declared type', async () => {
    const fake = await upload(me.cookie, 'avatar', Buffer.from('<script>alert(1)</script> this is text'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ ...errorShape, code: 'unsupported_media_type', message: 'Please select an image' });
    const gif = await upload(me.cookie, 'banner', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'text/plain', 'x.txt');
    expect(gif.statusCode).toBe(200);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, gif.json().uploadIdentifier));
    expect(row!.contentType).toBe('image/gif');
  });

  it('rejects images over 8 MB with 413', async () => {
    const big = Buffer.alloc(8_388_608 + 1024, 0);
    PNG.copy(big);
    const res = await upload(me.cookie, 'avatar', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ ...errorShape, code: 'payload_too_large', message: 'Please select an image smaller than 8MB' });
  });

  it('needs a session, a kind and a multipart body', async () => {
    expect((await upload(undefined, 'avatar', PNG)).statusCode).toBe(401);
    const noKind = await upload(me.cookie, undefined, PNG);
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().fieldErrors).toHaveProperty('kind');
    expect((await upload(me.cookie, 'wallpaper', PNG)).statusCode).toBe(422);
    // Event posters and images share the image rules.
    expect((await upload(me.cookie, 'poster', PNG)).statusCode).toBe(200);
    expect((await upload(me.cookie, 'event_image', PNG)).statusCode).toBe(200);
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/file_uploads', headers: { cookie: me.cookie }, payload: { kind: 'avatar' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ ...errorShape, code: 'unsupported_media_type' });
  });

  it('GET of an unknown upload is 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/uploads/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ...errorShape, code: 'not_found' });
  });

  it('sets, keeps and removes avatar and banner through settings', async () => {
    const avatar = (await upload(me.cookie, 'avatar', PNG)).json().uploadIdentifier;
    const banner = (await upload(me.cookie, 'banner', PNG)).json().uploadIdentifier;
    const base = { name: 'Pic Person', username: me.user.username };
    const set = await patch(
      me.user.id,
      { ...base, logoImageFileUploadIdentifier: avatar, settingAttributes: { bannerImageFileUploadIdentifier: banner } },
      me.cookie,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().profile).toMatchObject({ avatar: `/api/uploads/${avatar}`, banner: `/api/uploads/${banner}` });
    const kept = await patch(me.user.id, base, me.cookie);
    expect(kept.json().profile).toMatchObject({ avatar: `/api/uploads/${avatar}`, banner: `/api/uploads/${banner}` });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: me.cookie } });
    expect(session.json().user.avatar).toBe(`/api/uploads/${avatar}`);
    const removed = await patch(me.user.id, { ...base, logoImageFileUploadIdentifier: null }, me.cookie);
    expect(removed.json().profile).toMatchObject({ avatar: null, banner: `/api/uploads/${banner}` });
  });

  it("refuses another person's upload, a wrong kind and an unknown id", async () => {
    const stranger = await signUpUser(t.app);
    const theirs = (await upload(stranger.cookie, 'avatar', PNG)).json().uploadIdentifier;
    const banner = (await upload(me.cookie, 'banner', PNG)).json().uploadIdentifier;
    const base = { name: 'Pic Person', username: me.user.username };
    const res = await patch(
      me.user.id,
      {
        ...base,
        logoImageFileUploadIdentifier: theirs,
        settingAttributes: { bannerImageFileUploadIdentifier: '00000000-0000-4000-8000-000000000000' },
      },
      me.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({
      logoImageFileUploadIdentifier: 'Please select an image',
      bannerImageFileUploadIdentifier: 'Please select an image',
    });
    const wrongKind = await patch(me.user.id, { ...base, logoImageFileUploadIdentifier: banner }, me.cookie);
    expect(wrongKind.json().fieldErrors).toEqual({ logoImageFileUploadIdentifier: 'Please select an image' });
  });
});

describe('GET /api/v1/currencies', () => {
  it('lists currencies with provider fees, signed out too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/currencies' });
    expect(res.statusCode).toBe(200);
    const { currencies } = res.json();
    expect(currencies.map((c: { currency: string }) => c.currency)).toEqual([
      'usd',
      'mxn',
      'hkd',
      'eur',
      'gbp',
      'inr',
      'pln',
      'chf',
      'cad',
      'ksh',
      'jpy',
    ]);
    expect(currencies.find((c: { currency: string }) => c.currency === 'jpy')).toEqual({
      currency: 'jpy',
      name: 'Japanese Yen',
      symbol: '¥',
      stripeFeeCash: 0,
      stripeFeePercentage: 3.6,
    });
  });
});

describe('DELETE /api/v1/profiles/:id', () => {
  const del = (id: string, cookie?: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/profiles/${id}`, headers: cookie ? { cookie } : {} });

  it('deletes your own account, its sessions, and clears the cookie', async () => {
    const me = await signUpUser(t.app);
    const res = await del(me.user.id, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cookie = [res.headers['set-cookie']].flat().join(';');
    expect(cookie).toMatch(/ovation_session=;/);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, me.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toEqual([]);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: me.cookie } });
    expect(session.json().user).toBeNull();
  });

  it('refuses while the person owns an organization (409), then works once it is deleted', async () => {
    const owner = await signUpUser(t.app);
    const member = await signUpUser(t.app);
    const school = await createSchool(t, owner, 'Doomed Org', 'doomed-org');
    await t.db.insert(affiliations).values({ organizationId: school.id, userId: member.user.id, admin: true });
    // The settings say so first, so the page can explain before asking for the irreversible confirmation.
    expect((await settings(owner.user.username, owner.cookie)).json()).toMatchObject({
      canDelete: true,
      deleteRefusal: 'You own organizations. Delete them before deleting your account.',
    });
    expect((await settings(member.user.username, member.cookie)).json()).toMatchObject({ canDelete: true, deleteRefusal: null });
    expect((await settings(school.username, owner.cookie)).json()).toMatchObject({ canDelete: true, deleteRefusal: null });
    const blocked = await del(owner.user.id, owner.cookie);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      ...errorShape,
      code: 'conflict',
      message: 'You own organizations. Delete them before deleting your account.',
    });
    // Members (even admins) cannot delete the organization; only its owner.
    expect((await del(school.id, member.cookie)).statusCode).toBe(403);
    const orgDeleted = await del(school.id, owner.cookie);
    expect(orgDeleted.statusCode).toBe(200);
    expect(orgDeleted.headers['set-cookie']).toBeUndefined();
    expect(await t.db.select().from(affiliations).where(eq(affiliations.organizationId, school.id))).toEqual([]);
    expect((await settings(owner.user.username, owner.cookie)).json().deleteRefusal).toBeNull();
    expect((await del(owner.user.id, owner.cookie)).statusCode).toBe(200);
  });

  it('keeps an organization logo uploaded by a member who deletes their account', async () => {
    const owner = await signUpUser(t.app);
    const member = await signUpUser(t.app);
    const school = await createSchool(t, owner, 'Logo Org', 'logo-org');
    await t.db.insert(affiliations).values({ organizationId: school.id, userId: member.user.id, admin: true });
    const logo = (await upload(member.cookie, 'avatar', PNG)).json().uploadIdentifier;
    expect(
      (await patch(school.id, { name: 'Logo Org', identifier: 'logo-org', logoImageFileUploadIdentifier: logo }, member.cookie)).statusCode,
    ).toBe(200);
    expect((await del(member.user.id, member.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${logo}` })).statusCode).toBe(200);
  });

  it('site admins may delete; others 403; signed out 401; unknown 404', async () => {
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    const victim = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    expect((await del(victim.user.id, other.cookie)).statusCode).toBe(403);
    expect((await del(victim.user.id)).statusCode).toBe(401);
    expect((await del('00000000-0000-4000-8000-000000000000', admin.cookie)).statusCode).toBe(404);
    const res = await del(victim.user.id, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.profileId, victim.user.id))).toEqual([]);
  });
});
