import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { headers, type Person } from '../../testing/events.ts';
import { orderItems, ticketTypes } from '../../platform/db/schema/index.ts';
import { GUESTS_CSV_COLUMNS } from '../../../contracts/guests.messages.ts';
import { addCollaborator, ATTENDEES, makeTicketFixture, type TicketFixture } from './tickets.fixtures.ts';

const t = useTestApp();
let owner: Person;
let door: Person;
let basic: Person;
let stranger: Person;
let f: TicketFixture;
let vip: TicketFixture;

beforeAll(async () => {
  [owner, door, basic, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  f = await makeTicketFixture(t, {
    owner,
    count: 3,
    timezone: 'America/New_York',
    attendees: [...ATTENDEES],
  });
  const [vipType] = await t.db
    .insert(ticketTypes)
    .values({ eventId: f.event.id, name: 'VIP', price: 5000, currency: 'usd', quantity: 10 })
    .returning();
  vip = await makeTicketFixture(t, {
    owner,
    count: 1,
    reuse: { event: f.event, occurrence: f.occurrence, ticketType: vipType! },
    attendees: [{ firstName: 'Mary', lastName: 'Jackson', email: '=cmd@example.com' }],
  });
  // A spreadsheet formula in an answer stays text in the CSV.
  await t.db
    .update(orderItems)
    .set({ answers: [{ questionId: '00000000-0000-4000-8000-000000000001', title: 'Dietary needs', answer: '=HYPERLINK("x")' }] })
    .where(eq(orderItems.id, f.items[1]!.id));
  await t.db.update(orderItems).set({ checkedInAt: new Date() }).where(eq(orderItems.id, f.items[2]!.id));
  await addCollaborator(t, f.event.id, door.user.id, 'door');
  await addCollaborator(t, f.event.id, basic.user.id, 'basic');
});

const base = () => `/api/v1/management/courses/${f.event.id}`;
const csv = (query: string, p?: Person, url = `${base()}/registrations.csv`) =>
  t.app.inject({ method: 'GET', url: `${url}${query}`, headers: headers(p) });
const doorList = (query: string, p?: Person, url = `${base()}/registrations/door_list.pdf`) =>
  t.app.inject({ method: 'GET', url: `${url}${query}`, headers: headers(p) });
const list = (query: string, p?: Person) => t.app.inject({ method: 'GET', url: `${base()}/registrations${query}`, headers: headers(p) });

/** The CSV's rows as arrays of cells (our own writer's quoting: no line breaks inside these cells). */
function rowsOf(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"'))
        .slice(0, GUESTS_CSV_COLUMNS.length),
    );
}

describe('guests list filter by ticket type', () => {
  it('lists only the chosen ticket type, combined with search and the check-in state', async () => {
    const byType = (await list(`?ticketTypeId=${vip.ticketType.id}`, owner)).json();
    expect(byType.data.map((g: { name: string }) => g.name)).toEqual(['Mary Jackson']);
    const general = (await list(`?ticketTypeId=${f.ticketType.id}&status=not_checked_in`, owner)).json();
    expect(general.data.map((g: { name: string }) => g.name)).toEqual(['Grace Hopper', 'Alan Turing']);
    const searched = (await list(`?ticketTypeId=${f.ticketType.id}&search=grace`, owner)).json();
    expect(searched.data.map((g: { name: string }) => g.name)).toEqual(['Grace Hopper']);
  });

  it('refuses a ticket type that is not an id', async () => {
    expect((await list('?ticketTypeId=nope', owner)).statusCode).toBe(422);
  });
});

describe('guests CSV', () => {
  it('has every ticket by last name with its seat, answers and check-in, formulas kept as text', async () => {
    const res = await csv('', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="guests.csv"');
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([...GUESTS_CSV_COLUMNS]);
    expect(rows.map((r) => `${r[1]} ${r[2]}`)).toEqual(['Grace Hopper', 'Mary Jackson', 'Katherine Johnson', 'Alan Turing']);
    const turing = rows[3]!;
    expect(turing[0]).toBe(f.items[0]!.id.slice(0, 8).toUpperCase());
    expect(turing[3]).toBe('alan@example.com');
    expect(turing[4]).toBe('General admission');
    expect(turing[6]).toBe('A1');
    expect(turing[8]).toBe('');
    expect(turing[12]).toBe('Dietary needs: None');
    expect(rows[0]![12]).toBe('Dietary needs: =HYPERLINK("x")');
    expect(rows[1]![3]).toBe("'=cmd@example.com");
    expect(rows[2]![8]).not.toBe('');
  });

  it('honours the filters: ticket type, check-in state and search', async () => {
    const vipOnly = rowsOf((await csv(`?ticketTypeId=${vip.ticketType.id}`, owner)).body);
    expect(vipOnly.slice(1).map((r) => r[2])).toEqual(['Jackson']);
    const checkedIn = rowsOf((await csv('?status=checked_in', owner)).body);
    expect(checkedIn.slice(1).map((r) => r[2])).toEqual(['Johnson']);
    const searched = rowsOf((await csv('?search=turing', owner)).body);
    expect(searched.slice(1).map((r) => r[2])).toEqual(['Turing']);
  });

  it('is for admins and door staff: basic and others 403, signed out 401, bad filters 422, unknown event 404', async () => {
    expect((await csv('', door)).statusCode).toBe(200);
    expect((await csv('', basic)).statusCode).toBe(403);
    expect((await csv('', stranger)).statusCode).toBe(403);
    expect((await csv('')).statusCode).toBe(401);
    expect((await csv('?status=nope', owner)).statusCode).toBe(422);
    expect((await csv('', owner, '/api/v1/management/courses/00000000-0000-4000-8000-000000000009/registrations.csv')).statusCode).toBe(404);
  });
});

describe('door list PDF', () => {
  const rowsInPdf = (body: Buffer) => (body.toString('latin1').match(/\/S \/P\b/g) ?? []).length - 2;

  it('is an A4 tagged PDF with one row per admission, honouring the filters', async () => {
    const res = await doorList('', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="door-list.pdf"');
    const raw = res.rawPayload.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(rowsInPdf(res.rawPayload)).toBe(4);
    expect(rowsInPdf((await doorList(`?ticketTypeId=${vip.ticketType.id}`, owner)).rawPayload)).toBe(1);
    expect(rowsInPdf((await doorList('?status=not_checked_in', owner)).rawPayload)).toBe(3);
  });

  it('says so when nothing matches, and keeps the same access as the list', async () => {
    const empty = await doorList('?search=nobody-at-all', owner);
    expect(empty.statusCode).toBe(200);
    expect(rowsInPdf(empty.rawPayload)).toBe(1);
    expect((await doorList('', door)).statusCode).toBe(200);
    expect((await doorList('', basic)).statusCode).toBe(403);
    expect((await doorList('', stranger)).statusCode).toBe(403);
    expect((await doorList('')).statusCode).toBe(401);
  });
});
