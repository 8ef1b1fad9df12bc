import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { course, createEvent, errorShape, headers, inDays, makeEvent, schoolWithTeam, type Person } from '../../testing/events.ts';

const t = useTestApp();

const table = (query: string, p?: Person) => t.app.inject({ method: 'GET', url: `/api/v1/profile_management/events?${query}`, headers: headers(p) });
const csv = (query: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/profile_management/events.csv?${query}`, headers: headers(p) });
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((r) => r.name);

describe('business events table', () => {
  let owner: Person, member: Person, siteAdmin: Person, stranger: Person, partner: Person;
  let school: { id: string; username: string };
  let partnerEventId: string;

  beforeAll(async () => {
    ({ owner, member, siteAdmin, school } = await schoolWithTeam(t, 'Table Hall', 'table-hall'));
    [stranger, partner] = [await signUpUser(t.app), await signUpUser(t.app)];
    await makeEvent(t, owner, school.id, {
      name: 'Brass Band',
      days: 5,
      details: { category: 'music' },
      tickets: [
        { name: 'A', quantity: 5 },
        { name: 'B', quantity: 5 },
      ],
    });
    await makeEvent(t, owner, school.id, { name: 'Comedy Hour', days: 2, details: { category: 'performing-arts' } });
    await makeEvent(t, owner, school.id, { name: 'Choir Draft', days: 9, publish: false, details: { category: 'music' } });
    await createEvent(t, owner, { ownerId: school.id, name: 'Undated Idea' });
    const old = await makeEvent(t, owner, school.id, { name: 'Last Year Gala', days: 4 });
    await t.app.inject({
      method: 'PATCH',
      url: course(old.id),
      headers: headers(owner),
      payload: { startsAt: inDays(-300), endsAt: inDays(-300, 4) },
    });
    const older = await makeEvent(t, owner, school.id, { name: 'Ancient Recital', days: 4 });
    await t.app.inject({
      method: 'PATCH',
      url: course(older.id),
      headers: headers(owner),
      payload: { startsAt: inDays(-400), endsAt: inDays(-400, 4) },
    });
    // An event of someone else that the organization helps with.
    ({ id: partnerEventId } = await makeEvent(t, partner, partner.user.id, { name: 'Partner Fair', days: 7 }));
    await t.app.inject({
      method: 'POST',
      url: course(partnerEventId, '/teachings'),
      headers: headers(partner),
      payload: { profileId: school.id, accessSetting: 'door' },
    });
  });

  it('lists upcoming events soonest first, drafts and undated ones included, with collaborations', async () => {
    const res = await table(`ownerId=${school.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, perPage: 25, totalCount: 5 });
    expect(names(res)).toEqual(['Comedy Hour', 'Brass Band', 'Partner Fair', 'Choir Draft', 'Undated Idea']);
    const brass = res.json().data[1];
    expect(brass).toMatchObject({
      course: brass.id,
      published: true,
      revenue: 0,
      ticketsSold: 0,
      ticketTypesCount: 2,
      tickets: [
        { name: 'A', ticketsSold: 0 },
        { name: 'B', ticketsSold: 0 },
      ],
      userAccessSetting: 'admin',
      category: 'music',
      owner: { id: school.id },
    });
    const fair = res.json().data[2];
    expect(fair).toMatchObject({ id: partnerEventId, userAccessSetting: 'door', revenue: null, ticketsSold: null, owner: { id: partner.user.id } });
    expect(fair.tickets[0].ticketsSold).toBeNull();
    expect(res.json().data[3]).toMatchObject({ name: 'Choir Draft', published: false });
  });

  it('lists past events latest first', async () => {
    expect(names(await table(`ownerId=${school.id}&past=true`, owner))).toEqual(['Last Year Gala', 'Ancient Recital']);
    expect(names(await table(`ownerId=${school.id}&past=true&direction=asc`, owner))).toEqual(['Ancient Recital', 'Last Year Gala']);
  });

  it('filters by name and category, sorts and pages', async () => {
    expect(names(await table(`ownerId=${school.id}&query=BRASS`, owner))).toEqual(['Brass Band']);
    expect(names(await table(`ownerId=${school.id}&query=${encodeURIComponent('100%_')}`, owner))).toEqual([]);
    expect(names(await table(`ownerId=${school.id}&category=music`, owner))).toEqual(['Brass Band', 'Choir Draft']);
    expect(names(await table(`ownerId=${school.id}&direction=desc`, owner))).toEqual([
      'Choir Draft',
      'Partner Fair',
      'Brass Band',
      'Comedy Hour',
      'Undated Idea',
    ]);
    const paged = await table(`ownerId=${school.id}&perPage=2&page=2`, owner);
    expect(paged.json()).toMatchObject({ page: 2, perPage: 2, totalCount: 5 });
    expect(names(paged)).toEqual(['Partner Fair', 'Choir Draft']);
    // Revenue sorts only the rows whose sales the profile may see; the others go last.
    const byRevenue = names(await table(`ownerId=${school.id}&sort=revenue&direction=desc`, owner));
    expect(byRevenue.at(-1)).toBe('Partner Fair');
    expect(names(await table(`ownerId=${school.id}&sort=ticketsSold&direction=asc`, owner))).toHaveLength(5);
  });

  it.each([
    ['an unknown sort', 'sort=name'],
    ['an unknown direction', 'direction=up'],
    ['an unknown category', 'category=Polka'],
    ['a page below 1', 'page=0'],
    ['a huge perPage', 'perPage=1000'],
    ['a non-boolean past', 'past=maybe'],
    ['an oversized search', `query=${'x'.repeat(201)}`],
  ])('refuses %s', async (_label, query) => {
    const res = await table(`ownerId=${school.id}&${query}`, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(errorShape);
  });

  it.each<[string, () => Person | undefined, number]>([
    ['the owner', () => owner, 200],
    ['a member', () => member, 200],
    ['a site admin', () => siteAdmin, 200],
    ['someone else', () => stranger, 403],
    ['a signed-out visitor', () => undefined, 401],
  ])('is open to %s: %i', async (_label, who, status) => {
    expect((await table(`ownerId=${school.id}`, who())).statusCode).toBe(status);
    expect((await csv(`ownerId=${school.id}`, who())).statusCode).toBe(status);
  });

  it('needs an owner id', async () => {
    expect((await table('', owner)).statusCode).toBe(422);
  });

  it('exports the same filters as CSV', async () => {
    const res = await csv(`ownerId=${school.id}&category=music`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="events-table-hall-upcoming.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Time zone,Name,Status,Category,Revenue,Currency,Tickets Sold,Ticket Types,Access');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} GMT[^,]*,Etc\/UTC,Brass Band,Published,Music,0\.00,USD,0,2,Admin$/);
    expect(lines[2]).toMatch(/,Choir Draft,Draft,Music,/);
    const past = await csv(`ownerId=${school.id}&past=true`, owner);
    expect(past.headers['content-disposition']).toContain('past.csv');
    expect(past.body).toContain('Last Year Gala');
  });

  it('escapes names in the CSV and marks sales it may not show', async () => {
    const person = await signUpUser(t.app);
    await makeEvent(t, person, person.user.id, { name: '=HYPERLINK("x"), "quoted"' });
    await t.app.inject({
      method: 'POST',
      url: course(partnerEventId, '/teachings'),
      headers: headers(partner),
      payload: { profileId: person.user.id, accessSetting: 'basic' },
    });
    const lines = (await csv(`ownerId=${person.user.id}`, person)).body.trimEnd().split('\r\n');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
    expect(lines[2]).toMatch(/,Partner Fair,Published,,N\/A,USD,N\/A,1,Basic$/);
  });
});
