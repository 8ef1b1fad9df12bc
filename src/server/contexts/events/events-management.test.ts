import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { course, createEvent, errorShape, headers, inDays, makeEvent, putTickets, schoolWithTeam, type Person } from '../../testing/events.ts';
import { eventOccurrences, eventQuestions, events, ticketTypes, uploads } from '../../platform/db/schema/index.ts';

const t = useTestApp({ PUBLIC_URL: 'https://tickets.example.com' });

const get = (id: string, p?: Person) => t.app.inject({ method: 'GET', url: course(id), headers: headers(p) });
const patch = (id: string, payload: object, p?: Person) => t.app.inject({ method: 'PATCH', url: course(id), payload, headers: headers(p) });
const put = (id: string, what: string, payload: object, p?: Person) =>
  t.app.inject({ method: 'PUT', url: course(id, `/${what}`), payload, headers: headers(p) });

/** A 1x1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function upload(p: Person, kind: string): Promise<string> {
  const boundary = '----ovationtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/file_uploads',
    headers: { cookie: p.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().uploadIdentifier;
}

describe('create and read a draft', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await signUpUser(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${owner.user.id}`,
      headers: headers(owner),
      payload: { name: 'Test Person', username: owner.user.username, settingAttributes: { timezone: 'Europe/London', currency: 'gbp' } },
    });
  });

  it('creates a draft with the owner zone and currency, a sanitized description and one date', async () => {
    const reply = await createEvent(t, owner, {
      ownerId: owner.user.id,
      name: '  Jazz Night ',
      description:
        '<p onclick="x()">Smooth <strong>saxophones</strong><script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>',
      startsAt: inDays(10),
      endsAt: inDays(10, 3),
      doorTime: inDays(10, -1),
      category: 'music',
      tags: ['jazz', ' Jazz ', 'late   night', ''],
      location: { name: 'Lovelace Hall', address: '1 Analytical Way', city: 'London', latitude: 51.5, longitude: -0.12 },
    });
    expect(reply.event).toMatchObject({
      name: 'Jazz Night',
      timezone: 'Europe/London',
      currency: 'gbp',
      published: false,
      recurring: false,
      category: 'music',
      tags: ['jazz', 'late night'],
      location: { name: 'Lovelace Hall', address: '1 Analytical Way', city: 'London', state: null, latitude: 51.5, longitude: -0.12 },
      collectInformationSetting: 'each-attendee',
      theme: 'light',
    });
    expect(reply.event.description).toBe(
      '<p>Smooth <strong>saxophones</strong> <a target="_blank" rel="noopener noreferrer nofollow">bad</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">good</a></p>',
    );
    expect(reply.occurrences).toHaveLength(1);
    expect(reply.occurrences[0]).toMatchObject({
      startsAt: reply.event.startsAt,
      endsAt: reply.event.endsAt,
      timezone: 'Europe/London',
      ticketsSold: 0,
    });
    expect(reply.permissions).toMatchObject({ accessSetting: 'admin', canEditDetails: true, canDelete: true });
    expect(reply.shareUrl).toBe(`https://tickets.example.com/event/${reply.event.id}`);
    expect(reply.owner).toMatchObject({ id: owner.user.id, type: 'user' });

    const [row] = await t.db.select().from(events).where(eq(events.id, reply.event.id));
    expect(row).toMatchObject({ ownerId: owner.user.id, published: false, doorTime: new Date(reply.event.doorTime!) });
    expect((await get(reply.event.id, owner)).json()).toEqual(reply);
  });

  it('creates a draft without dates', async () => {
    const reply = await createEvent(t, owner, { ownerId: owner.user.id, name: 'Someday' });
    expect(reply.event).toMatchObject({ startsAt: null, endsAt: null, doorTime: null });
    expect(reply.occurrences).toEqual([]);
  });

  it.each([
    ['missing name', { ownerId: 'OWNER' }, 'name'],
    ['blank name', { ownerId: 'OWNER', name: '   ' }, 'name'],
    ['oversized name', { ownerId: 'OWNER', name: 'x'.repeat(151) }, 'name'],
    ['wrong types', { ownerId: 'OWNER', name: 5, inPerson: 'yes' }, 'name'],
    ['unknown category', { ownerId: 'OWNER', name: 'A', category: 'Polka' }, 'category'],
    ['unknown currency', { ownerId: 'OWNER', name: 'A', currency: 'xyz' }, 'currency'],
    ['bad timezone', { ownerId: 'OWNER', name: 'A', timezone: 'Mars/Olympus' }, 'timezone'],
    ['bad date', { ownerId: 'OWNER', name: 'A', startsAt: '2026-13-45' }, 'startsAt'],
    ['date without the end', { ownerId: 'OWNER', name: 'A', startsAt: inDays(2) }, 'endsAt'],
    ['end before start', { ownerId: 'OWNER', name: 'A', startsAt: inDays(2), endsAt: inDays(1) }, 'endsAt'],
    ['doors after start', { ownerId: 'OWNER', name: 'A', startsAt: inDays(2), endsAt: inDays(3), doorTime: inDays(2, 1) }, 'doorTime'],
    ['not a link', { ownerId: 'OWNER', name: 'A', videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
    ['latitude out of range', { ownerId: 'OWNER', name: 'A', location: { latitude: 91 } }, 'location.latitude'],
    ['too many tags', { ownerId: 'OWNER', name: 'A', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
    ['negative donation', { ownerId: 'OWNER', name: 'A', donationSuggestedAmount: -5 }, 'donationSuggestedAmount'],
    ['donation maximum below suggestion', { ownerId: 'OWNER', name: 'A', donationSuggestedAmount: 500, donationMaximum: 100 }, 'donationMaximum'],
    ['banner cta without a link', { ownerId: 'OWNER', name: 'A', bannerMessages: [{ message: 'Hi', ctaText: 'Go' }] }, 'bannerMessages.0.ctaUrl'],
    ['unknown poster', { ownerId: 'OWNER', name: 'A', posterUploadId: '00000000-0000-4000-8000-000000000000' }, 'posterUploadId'],
  ])('refuses %s with a field error and stores nothing', async (_label, body, field) => {
    const before = (await t.db.select().from(events)).length;
    const payload = { ...body, ownerId: owner.user.id };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/management/courses', headers: headers(owner), payload });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ ...errorShape, code: 'validation_failed' });
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
    expect((await t.db.select().from(events)).length).toBe(before);
  });

  it('needs a session and the management gate of the owner', async () => {
    const stranger = await signUpUser(t.app);
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/management/courses', payload: { ownerId: owner.user.id, name: 'X' } });
    expect(anon.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/management/courses',
      headers: headers(stranger),
      payload: { ownerId: owner.user.id, name: 'X' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject(errorShape);
  });

  it('answers unknown and malformed ids with 404 and 422', async () => {
    expect((await get('00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
    expect((await get('not-a-uuid', owner)).statusCode).toBe(422);
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });
});

describe('who may manage', () => {
  let owner: Person, member: Person, siteAdmin: Person, stranger: Person;
  let school: { id: string };
  let eventId: string;

  beforeAll(async () => {
    ({ owner, member, siteAdmin, school } = await schoolWithTeam(t, 'Perm Hall', 'perm-hall'));
    stranger = await signUpUser(t.app);
    ({ id: eventId } = await makeEvent(t, owner, school.id, { publish: false }));
  });

  it.each<[string, () => Person | undefined, number]>([
    ['the organization owner', () => owner, 200],
    ['an organization member', () => member, 200],
    ['a site admin', () => siteAdmin, 200],
    ['someone else', () => stranger, 403],
    ['a signed-out visitor', () => undefined, 401],
  ])('%s: read %i and edit accordingly', async (_label, who, status) => {
    expect((await get(eventId, who())).statusCode).toBe(status);
    const res = await patch(eventId, { name: 'Renamed by permission test' }, who());
    expect(res.statusCode).toBe(status);
    if (status !== 200) expect(res.json()).toMatchObject(errorShape);
  });

  it('an organization member creates events for the organization', async () => {
    const reply = await createEvent(t, member, { ownerId: school.id, name: 'Member made' });
    expect(reply.event.ownerId).toBe(school.id);
  });
});

describe('edit details', () => {
  let owner: Person;
  let eventId: string;
  beforeAll(async () => {
    owner = await signUpUser(t.app);
    ({ id: eventId } = await makeEvent(t, owner, owner.user.id, { publish: false }));
  });

  it('saves every field and keeps absent keys', async () => {
    const body = {
      theme: 'dark',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
      timezone: 'America/New_York',
      inPerson: true,
      online: true,
      locationSetting: 'tba',
      location: { state: 'NY' },
      currency: 'eur',
      private: true,
      refundsAllowed: true,
      purchaseButtonText: 'Reserve',
      bannerMessages: [{ type: 'warning', message: 'Doors at 7', color: '#ff0000', dismissible: false, ctaText: 'Map', ctaUrl: '/event/x' }],
      checkoutBannerMessage: 'Bring ID',
      donationEnabled: true,
      donationTitle: 'Support us',
      donationDescription: 'Every bit helps',
      donationIncludeAutomatically: true,
      donationSuggestedAmount: 500,
      donationMaximum: 10_000,
      marketingConsentOwner: true,
      marketingConsentProduct: true,
      collectInformationSetting: 'only-buyer',
      transferAllowed: false,
      cancelAllowed: true,
      cancelDeadlineHours: 48,
      broadcastUrl: 'https://stream.example.com/live',
    };
    const res = await patch(eventId, body, owner);
    expect(res.statusCode, res.body).toBe(200);
    const { event } = res.json();
    expect(event).toMatchObject({ ...body, location: { name: 'Lovelace Hall', city: 'London', state: 'NY' }, name: 'Test Concert' });
    // The zone moves the date's zone too; the ticket types follow the currency.
    const occurrences = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, eventId));
    expect(occurrences.map((o) => o.timezone)).toEqual(['America/New_York']);
    const tickets = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
    expect(tickets.every((tt) => tt.currency === 'eur')).toBe(true);
    // null clears, '' clears.
    const cleared = await patch(eventId, { videoUrl: null, purchaseButtonText: '  ', location: { state: null } }, owner);
    expect(cleared.json().event).toMatchObject({ videoUrl: null, purchaseButtonText: null, location: { state: null, city: 'London' } });
  });

  it('moves the one date of a single-date event, keeping its id, and can remove it from a draft', async () => {
    const before = (await get(eventId, owner)).json().occurrences[0];
    const res = await patch(eventId, { startsAt: inDays(20), endsAt: inDays(20, 2) }, owner);
    const after = res.json();
    expect(after.occurrences).toEqual([{ ...before, startsAt: inDays(20), endsAt: inDays(20, 2), doorTime: null, timezone: after.event.timezone }]);
    expect(after.event).toMatchObject({ startsAt: inDays(20), endsAt: inDays(20, 2) });
    const removed = await patch(eventId, { startsAt: null, endsAt: null }, owner);
    expect(removed.json().occurrences).toEqual([]);
    expect(removed.json().event.startsAt).toBeNull();
    await patch(eventId, { startsAt: inDays(20), endsAt: inDays(20, 2) }, owner);
  });

  it('collects every field error of a save and changes nothing', async () => {
    const res = await patch(eventId, { name: '', videoUrl: 'ftp://x', timezone: 'Nowhere/City', startsAt: inDays(5), endsAt: inDays(4) }, owner);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['endsAt', 'name', 'timezone', 'videoUrl']);
    expect((await get(eventId, owner)).json().event.name).toBe('Test Concert');
  });

  it('uses poster and image uploads of the right kind and hands them to the owner', async () => {
    const poster = await upload(owner, 'poster');
    const image = await upload(owner, 'event_image');
    const avatar = await upload(owner, 'avatar');
    const wrong = await patch(eventId, { posterUploadId: avatar, imageUploadIds: [image, poster] }, owner);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors).toEqual({ posterUploadId: 'Please select an image', 'imageUploadIds.1': 'Please select an image' });
    const ok = await patch(eventId, { posterUploadId: poster, imageUploadIds: [image] }, owner);
    expect(ok.json().event.poster).toEqual({ uploadId: poster, url: `/api/uploads/${poster}` });
    expect(ok.json().event.images).toEqual([{ uploadId: image, url: `/api/uploads/${image}` }]);
    // Someone else's upload is refused.
    const other = await signUpUser(t.app);
    const theirs = await upload(other, 'poster');
    expect((await patch(eventId, { posterUploadId: theirs }, owner)).statusCode).toBe(422);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, poster));
    expect(row!.ownerId).toBe(owner.user.id);
  });

  it('refuses date changes of a recurring event in the details form', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { publish: false });
    const res = await put(
      id,
      'occurrences',
      {
        occurrences: [
          { startsAt: inDays(5), endsAt: inDays(5, 2) },
          { startsAt: inDays(6), endsAt: inDays(6, 2) },
        ],
      },
      owner,
    );
    expect(res.statusCode).toBe(200);
    const moved = await patch(id, { startsAt: inDays(7), endsAt: inDays(7, 2) }, owner);
    expect(moved.statusCode).toBe(422);
    expect(moved.json().fieldErrors.startsAt).toBe('This event has several dates: change them in the dates editor.');
    // The same values pass (forms send every field).
    const same = (await get(id, owner)).json().event;
    expect((await patch(id, { startsAt: same.startsAt, endsAt: same.endsAt, name: 'Series' }, owner)).statusCode).toBe(200);
  });
});

describe('ticket types', () => {
  let owner: Person;
  let eventId: string;
  beforeAll(async () => {
    owner = await signUpUser(t.app);
    ({ id: eventId } = await makeEvent(t, owner, owner.user.id, { publish: false, tickets: [] }));
  });

  it('adds, edits, reorders, hides and deletes in one validated save', async () => {
    const first = await putTickets(t, owner, eventId, [
      { name: 'General', price: 2000, fee: 150, quantity: 200 },
      { name: 'VIP', price: 8000, quantity: 20, visibilityScope: 'secret', code: 'vip2026', quantityPerCode: 2 },
      { name: 'Drink', price: 500, quantity: 500, category: 'Add on' },
      { name: 'Stream', price: 0, quantity: 1000, attendanceType: 'online' },
      { name: 'Pay what you like', quantity: 50, pricingMode: 'custom_price', minimumPrice: 300, suggestedPrice: 1000 },
    ]);
    expect(first.map((x) => x.name)).toEqual(['General', 'VIP', 'Drink', 'Stream', 'Pay what you like']);
    const stored = (await get(eventId, owner)).json().ticketTypes;
    expect(stored[0]).toMatchObject({
      price: 2000,
      fee: 150,
      currency: 'usd',
      maxPerOrder: 25,
      position: 0,
      hidden: false,
      ticketsSold: 0,
      code: null,
    });
    expect(stored[1]).toMatchObject({ code: 'VIP2026', quantityPerCode: 2, visibilityScope: 'secret' });
    expect(stored[4]).toMatchObject({ pricingMode: 'custom_price', price: 300, minimumPrice: 300, suggestedPrice: 1000 });

    const [general, vip, , stream] = first;
    const second = await putTickets(t, owner, eventId, [
      { id: vip!.id, name: 'VIP', price: 9000, quantity: 20, visibilityScope: 'secret', code: 'VIP2026' },
      { id: general!.id, name: 'General', price: 2000, quantity: 150, hidden: true },
      { id: stream!.id, name: 'Stream', quantity: 1000, attendanceType: 'online', maxPerOrder: 4 },
    ]);
    expect(second.map((x) => x.id)).toEqual([vip!.id, general!.id, stream!.id]);
    const rows = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.id === general!.id)).toMatchObject({ position: 1, hidden: true, quantity: 150 });
    expect(rows.find((r) => r.id === stream!.id)).toMatchObject({ maxPerOrder: 4 });
  });

  it.each([
    ['no name', [{ name: ' ', quantity: 1 }], 'ticketTypes.0.name'],
    ['negative price', [{ name: 'A', price: -1, quantity: 1 }], 'ticketTypes.0.price'],
    ['fractional price', [{ name: 'A', price: 10.5, quantity: 1 }], 'ticketTypes.0.price'],
    ['missing quantity', [{ name: 'A' }], 'ticketTypes.0.quantity'],
    ['unknown category', [{ name: 'A', quantity: 1, category: 'Merch' }], 'ticketTypes.0.category'],
    ['sales end before they start', [{ name: 'A', quantity: 1, startsSalesAt: inDays(2), endsSalesAt: inDays(1) }], 'ticketTypes.0.endsSalesAt'],
    ['secret without code', [{ name: 'A', quantity: 1, visibilityScope: 'secret' }], 'ticketTypes.0.code'],
    ['code with symbols', [{ name: 'A', quantity: 1, visibilityScope: 'secret', code: 'no way!' }], 'ticketTypes.0.code'],
    [
      'the same code twice',
      [
        { name: 'A', quantity: 1, visibilityScope: 'secret', code: 'ab' },
        { name: 'B', quantity: 1, visibilityScope: 'secret', code: 'AB' },
      ],
      'ticketTypes.1.code',
    ],
    [
      'suggested below minimum',
      [{ name: 'A', quantity: 1, pricingMode: 'custom_price', minimumPrice: 500, suggestedPrice: 100 }],
      'ticketTypes.0.suggestedPrice',
    ],
    ['per-order maximum 0', [{ name: 'A', quantity: 1, maxPerOrder: 0 }], 'ticketTypes.0.maxPerOrder'],
    ['an id of another event', [{ id: '00000000-0000-4000-8000-000000000000', name: 'A', quantity: 1 }], 'ticketTypes.0.id'],
    ['oversized name', [{ name: 'x'.repeat(101), quantity: 1 }], 'ticketTypes.0.name'],
  ])('refuses %s and keeps the stored list', async (_label, list, field) => {
    const before = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
    const res = await put(eventId, 'tickets', { ticketTypes: list }, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(errorShape);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
    expect(await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId))).toEqual(before);
  });

  it('swaps codes between two types in one save', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, {
      publish: false,
      tickets: [
        { name: 'A', quantity: 1, visibilityScope: 'secret', code: 'ONE' },
        { name: 'B', quantity: 1, visibilityScope: 'secret', code: 'TWO' },
      ],
    });
    const [a, b] = (await get(id, owner)).json().ticketTypes;
    const swapped = await putTickets(t, owner, id, [
      { id: a.id, name: 'A', quantity: 1, visibilityScope: 'secret', code: 'TWO' },
      { id: b.id, name: 'B', quantity: 1, visibilityScope: 'secret', code: 'ONE' },
    ]);
    expect(swapped.map((x) => (x as unknown as { code: string }).code)).toEqual(['TWO', 'ONE']);
  });
});

describe('secret codes by access setting', () => {
  it('shows ticket codes only with admin access; door, door with stats and basic collaborators read the types without them', async () => {
    const owner = await signUpUser(t.app);
    const { id } = await makeEvent(t, owner, owner.user.id, {
      tickets: [{ name: 'VIP', price: 8000, quantity: 20, visibilityScope: 'secret', code: 'backstage1' }],
    });
    const codes = async (p: Person) => {
      const res = await get(id, p);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().ticketTypes.map((x: { name: string; code: string | null }) => [x.name, x.code]);
    };
    expect(await codes(owner)).toEqual([['VIP', 'BACKSTAGE1']]);
    for (const accessSetting of ['admin', 'door', 'door_with_stats', 'basic'] as const) {
      const who = await signUpUser(t.app);
      const added = await t.app.inject({
        method: 'POST',
        url: course(id, '/teachings'),
        headers: headers(owner),
        payload: { profileId: who.user.id, accessSetting },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(await codes(who), accessSetting).toEqual([['VIP', accessSetting === 'admin' ? 'BACKSTAGE1' : null]]);
    }
  });
});

describe('questions and dates', () => {
  let owner: Person;
  let eventId: string;
  let ticketIds: string[];
  beforeAll(async () => {
    owner = await signUpUser(t.app);
    ({ id: eventId, ticketIds } = await makeEvent(t, owner, owner.user.id, {
      publish: false,
      tickets: [
        { name: 'A', quantity: 5 },
        { name: 'B', quantity: 5 },
      ],
    }));
  });

  it('replaces the questions in order, keeping ids, and validates each kind', async () => {
    const res = await put(
      eventId,
      'questions',
      {
        questions: [
          { fieldType: 'short text', title: 'Your name on the badge', required: true },
          { fieldType: 'dropdown', title: 'T-shirt size', content: 'S\n\n M \nL', onlyForTickets: [ticketIds[1]] },
          { fieldType: 'terms', title: 'Waiver', content: 'I accept the risks.', required: true },
          { fieldType: 'text', title: 'Anything else?' },
        ],
      },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const questions = res.json().questions;
    expect(questions.map((q: { position: number }) => q.position)).toEqual([0, 1, 2, 3]);
    expect(questions[1]).toMatchObject({ content: 'S\nM\nL', onlyForTickets: [ticketIds[1]], required: false });

    const reordered = await put(
      eventId,
      'questions',
      {
        questions: [
          { ...questions[3], id: questions[3].id },
          { id: questions[0].id, fieldType: 'short text', title: 'Badge name' },
        ],
      },
      owner,
    );
    expect(reordered.json().questions.map((q: { id: string; title: string }) => [q.id, q.title])).toEqual([
      [questions[3].id, 'Anything else?'],
      [questions[0].id, 'Badge name'],
    ]);

    const bad = await put(
      eventId,
      'questions',
      {
        questions: [
          { fieldType: 'dropdown', title: 'Size', content: '  \n ' },
          { fieldType: 'terms', title: 'Waiver' },
          { fieldType: 'text', title: 'X', onlyForTickets: ['00000000-0000-4000-8000-000000000000'] },
          { fieldType: 'checkbox', title: 'Y' },
        ],
      },
      owner,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors).toHaveProperty(['questions.3.fieldType']);
  });

  it('drops deleted ticket types from the questions that named them', async () => {
    await put(eventId, 'questions', { questions: [{ fieldType: 'text', title: 'Q', onlyForTickets: ticketIds }] }, owner);
    await putTickets(t, owner, eventId, [{ id: ticketIds[0], name: 'A', quantity: 5 }]);
    const [q] = await t.db.select().from(eventQuestions).where(eq(eventQuestions.eventId, eventId));
    expect(q!.onlyForTickets).toEqual([ticketIds[0]]);
  });

  it('replaces the dates of a recurring event and keeps the span on the event', async () => {
    const first = (await get(eventId, owner)).json().occurrences[0];
    const res = await put(
      eventId,
      'occurrences',
      {
        occurrences: [
          { startsAt: inDays(30), endsAt: inDays(30, 2), timezone: 'Europe/Paris' },
          { id: first.id, startsAt: inDays(10), endsAt: inDays(10, 2), doorTime: inDays(10, -1) },
          { startsAt: inDays(20), endsAt: inDays(20, 2) },
        ],
      },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().occurrences;
    expect(list.map((o: { startsAt: string }) => o.startsAt)).toEqual([inDays(10), inDays(20), inDays(30)]);
    expect(list[0].id).toBe(first.id);
    expect(list[2].timezone).toBe('Europe/Paris');
    const managed = (await get(eventId, owner)).json();
    expect(managed.event).toMatchObject({ recurring: true, startsAt: inDays(10), endsAt: inDays(30, 2), doorTime: inDays(10, -1) });
  });

  it.each([
    ['end before start', { occurrences: [{ startsAt: inDays(5), endsAt: inDays(4) }] }, 'occurrences.0.endsAt'],
    ['bad zone', { occurrences: [{ startsAt: inDays(5), endsAt: inDays(6), timezone: 'Nope' }] }, 'occurrences.0.timezone'],
    [
      'an id of another event',
      { occurrences: [{ id: '00000000-0000-4000-8000-000000000000', startsAt: inDays(5), endsAt: inDays(6) }] },
      'occurrences.0.id',
    ],
    ['not a date', { occurrences: [{ startsAt: 'tomorrow', endsAt: inDays(6) }] }, 'occurrences.0.startsAt'],
    ['too many dates', { occurrences: Array.from({ length: 367 }, () => ({ startsAt: inDays(5), endsAt: inDays(6) })) }, 'occurrences'],
  ])('refuses %s', async (_label, body, field) => {
    const res = await put(eventId, 'occurrences', body, owner);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
  });

  it('a published event keeps at least one date', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id);
    const res = await put(id, 'occurrences', { occurrences: [] }, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors.occurrences).toBe('A published event needs a date.');
    expect((await patch(id, { startsAt: null, endsAt: null }, owner)).statusCode).toBe(422);
  });
});

describe('delete', () => {
  it('deletes a draft; a published event, collaborators and strangers cannot', async () => {
    const owner = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const draft = await makeEvent(t, owner, owner.user.id, { publish: false });
    const live = await makeEvent(t, owner, owner.user.id);
    expect((await t.app.inject({ method: 'DELETE', url: course(draft.id), headers: headers(stranger) })).statusCode).toBe(403);
    const gone = await t.app.inject({ method: 'DELETE', url: course(draft.id), headers: headers(owner) });
    expect(gone.statusCode).toBe(200);
    expect(await t.db.select().from(events).where(eq(events.id, draft.id))).toEqual([]);
    expect(await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, draft.id))).toEqual([]);
    const refused = await t.app.inject({ method: 'DELETE', url: course(live.id), headers: headers(owner) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only drafts without sales can be deleted.');
  });
});
