import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { errorShape, headers, type Person } from '../../testing/events.ts';
import { orderItems, ticketTypes } from '../../platform/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { addCollaborator, makeTicketFixture, type TicketFixture } from './tickets.fixtures.ts';
import { renderTicketsPdf } from './ticket-pdf.ts';

const t = useTestApp();
let owner: Person;
let buyer: Person;
let stranger: Person;
let f: TicketFixture;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  buyer = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
  f = await makeTicketFixture(t, {
    owner,
    buyer,
    count: 3,
    // Sat, 5 Apr 2025, 7:00 PM in London (BST, UTC+1).
    startsAt: new Date('2025-04-05T18:00:00Z'),
    endsAt: new Date('2025-04-05T21:00:00Z'),
    doorTime: new Date('2025-04-05T17:30:00Z'),
  });
});

const page = (type: string, id: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/${type}/${id}`, headers: headers(p) });
const pdf = (type: string, id: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/${type}/${id}/pdf`, headers: headers(p) });

/** Page objects of a PDF ('/Type /Page', not '/Type /Pages'). */
const pageCount = (body: Buffer) => (body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
/** The PDF's text streams, inflated. */
function inflatedStreams(body: Buffer): string {
  const raw = body.toString('latin1');
  const out: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(inflateSync(body.subarray(start, end)).toString('latin1'));
    } catch {
      /* not a Flate stream (images are too, but fail harmlessly when truncated) */
    }
    re.lastIndex = end + 'endstream'.length;
  }
  return out.join('\n');
}
const utf16Title = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);

describe('ticket page', () => {
  it("opens an account's order link for its buyer (signed out: 401, to sign in and back) with every field of the ticket view", async () => {
    expect((await page('tickets', f.order.id)).statusCode).toBe(401);
    const res = await page('tickets', f.order.id, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { tickets } = res.json();
    expect(tickets).toHaveLength(3);
    const [first] = tickets;
    expect(first).toMatchObject({
      id: f.items[0]!.id,
      orderItemId: f.items[0]!.id,
      orderId: f.order.id,
      eventName: 'Jazz Night',
      firstName: 'Ada',
      lastName: 'Lovelace',
      ticket: 'General admission',
      seat: 'A1',
      status: 'active',
      active: true,
      canceledAt: null,
      transferredTo: null,
      inactiveText: null,
      transferAllowed: true,
      cancelAllowed: false,
      refundsAllowed: false,
      canTransfer: true,
      canCancel: false,
      broadcastId: null,
      broadcastUrl: null,
      theme: 'light',
      locationSetting: 'venue',
      location: { name: 'Lovelace Hall', address: '1 Analytical Way' },
      event: { startsAt: '2025-04-05T18:00:00.000Z', doorTime: '2025-04-05T17:30:00.000Z', timezone: 'Europe/London' },
      startsAtText: 'Sat, 5 Apr 2025, 7:00 PM',
      doorTimeText: 'Sat, 5 Apr 2025, 6:30 PM',
      orderAnswers: [{ title: 'Dietary needs', answer: 'None' }],
      customUserListData: null,
      code: f.items[0]!.id.slice(0, 8).toUpperCase(),
    });
    expect(first.qrCodeUrl).toBe(`/api/qr-code?data=${encodeURIComponent(f.items[0]!.qrToken!)}&size=208`);
    expect(first.location.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Lovelace%20Hall/);
  });

  it("lets the buyer act on their tickets; another account cannot open the order (404), a ticket's link it can", async () => {
    const { tickets } = (await page('tickets', f.order.id, buyer)).json();
    expect(tickets[0]).toMatchObject({ canTransfer: true, canCancel: false });
    expect((await page('tickets', f.order.id, stranger)).json()).toMatchObject({ ...errorShape, code: 'not_found' });
    expect((await page('ticket', f.items[0]!.id, stranger)).json().tickets[0]).toMatchObject({ canTransfer: false, orderId: null });
  });

  it('opens one ticket by its id', async () => {
    const res = await page('ticket', f.items[1]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tickets.map((x: { id: string }) => x.id)).toEqual([f.items[1]!.id]);
  });

  it('answers 404 for an unknown or unfinished order and 422 for a malformed id or type', async () => {
    expect((await page('tickets', randomUUID())).json()).toMatchObject({ ...errorShape, code: 'not_found' });
    expect((await page('ticket', randomUUID())).statusCode).toBe(404);
    expect((await page('tickets', 'not-a-uuid')).statusCode).toBe(422);
    expect((await page('orders', f.order.id)).statusCode).toBe(422);
    const pending = await makeTicketFixture(t, { owner, buyer, count: 1, reuse: f });
    const { orders } = await import('../../platform/db/schema/index.ts');
    await t.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, pending.order.id));
    expect((await page('tickets', pending.order.id)).statusCode).toBe(404);
  });

  it('keeps a ticket that reached the order by a transfer away from the order link', async () => {
    const g = await makeTicketFixture(t, { owner, buyer, count: 1, reuse: f });
    const holder = await signUpUser(t.app);
    const [moved] = await t.db
      .insert(orderItems)
      .values({
        orderId: g.order.id,
        ticketTypeId: g.ticketType.id,
        name: 'General admission',
        basePrice: 0,
        baseFee: 0,
        status: 'active',
        holderUserId: holder.user.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: holder.email,
        transferredFromId: g.items[0]!.id,
        qrToken: `moved-${randomUUID()}`,
        issuedAt: new Date(),
      })
      .returning();
    await t.db
      .update(orderItems)
      .set({ status: 'transferred', transferredToName: 'Grace Hopper', transferredAt: new Date('2025-03-01T12:00:00Z') })
      .where(eq(orderItems.id, g.items[0]!.id));

    const asBuyer = (await page('tickets', g.order.id, buyer)).json().tickets;
    expect(asBuyer.map((x: { id: string }) => x.id)).toEqual([g.items[0]!.id]);
    expect(asBuyer[0]).toMatchObject({
      status: 'transferred',
      active: false,
      qrCodeUrl: null,
      transferredTo: 'Grace Hopper',
      inactiveText: 'This ticket was transferred to Grace Hopper on 1 Mar 2025',
    });
    // The buyer no longer sees the new holder's ticket; the holder and the organizer do.
    expect((await page('ticket', moved!.id)).statusCode).toBe(401);
    expect((await page('ticket', moved!.id, buyer)).statusCode).toBe(403);
    expect((await page('ticket', moved!.id, holder)).json().tickets[0]).toMatchObject({ firstName: 'Grace', active: true, canTransfer: true });
    expect((await page('ticket', moved!.id, owner)).statusCode).toBe(200);
    // The order link is the buyer's: the new holder cannot open it.
    expect((await page('tickets', g.order.id, holder)).statusCode).toBe(404);
    const asOwner = (await page('tickets', g.order.id, owner)).json().tickets;
    expect(asOwner).toHaveLength(2);
    // A door collaborator sees it; a basic one does not.
    const door = await signUpUser(t.app);
    const basic = await signUpUser(t.app);
    await addCollaborator(t, f.event.id, door.user.id, 'door');
    await addCollaborator(t, f.event.id, basic.user.id, 'basic');
    expect((await page('ticket', moved!.id, door)).statusCode).toBe(200);
    expect((await page('ticket', moved!.id, basic)).statusCode).toBe(403);
  });

  it('shows canceled and refunded texts in the event zone', async () => {
    const g = await makeTicketFixture(t, { owner, buyer, count: 2, reuse: f });
    await t.db
      .update(orderItems)
      .set({ status: 'canceled', canceledAt: new Date('2025-03-02T23:30:00Z') })
      .where(eq(orderItems.id, g.items[0]!.id));
    await t.db
      .update(orderItems)
      .set({ status: 'refunded', refundedAt: new Date('2025-03-03T10:00:00Z') })
      .where(eq(orderItems.id, g.items[1]!.id));
    const { tickets } = (await page('tickets', g.order.id, buyer)).json();
    expect(tickets[0]).toMatchObject({
      status: 'canceled',
      canceledAt: '2025-03-02T23:30:00.000Z',
      inactiveText: 'This ticket was canceled on 2 Mar 2025',
      qrCodeUrl: null,
    });
    expect(tickets[1]).toMatchObject({
      status: 'refunded',
      canceledAt: '2025-03-03T10:00:00.000Z',
      refundedAt: '2025-03-03T10:00:00.000Z',
      inactiveText: 'This ticket was refunded on 3 Mar 2025',
    });
    expect((await pdf('tickets', g.order.id, buyer)).statusCode).toBe(404);
  });

  it('pages the tickets as checkout lists them: by ticket type position, then creation', async () => {
    const g = await makeTicketFixture(t, { owner, buyer, count: 3 });
    // Checkout inserts an order's items in one statement: they share created_at, and their ids are random.
    await t.db
      .update(orderItems)
      .set({ createdAt: new Date('2025-03-01T12:00:00Z') })
      .where(eq(orderItems.orderId, g.order.id));
    const [first] = await t.db
      .insert(ticketTypes)
      .values({ eventId: g.event.id, name: 'Early bird', price: 1500, currency: 'usd', quantity: 10, position: 0 })
      .returning();
    await t.db.update(ticketTypes).set({ position: 1 }).where(eq(ticketTypes.id, g.ticketType.id));
    // The item with the greatest id is of the first type: ordering by id alone would page it last.
    const last = [...g.items].sort((a, b) => (a.id < b.id ? 1 : -1))[0]!;
    await t.db.update(orderItems).set({ ticketTypeId: first!.id, name: 'Early bird' }).where(eq(orderItems.id, last.id));
    const { tickets } = (await page('tickets', g.order.id, buyer)).json();
    expect(tickets.map((x: { ticket: string }) => x.ticket)).toEqual(['Early bird', 'General admission', 'General admission']);
  });
});

describe('QR codes', () => {
  it('renders a PNG of the size asked, clamped, with cache headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/qr-code?data=${encodeURIComponent('hello ticket')}&size=208` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age=');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(208);
    expect(png.readUInt32BE(20)).toBe(208);
    const tiny = await t.app.inject({ method: 'GET', url: '/api/qr-code?data=x&size=5' });
    expect(tiny.rawPayload.readUInt32BE(16)).toBe(64);
    const huge = await t.app.inject({ method: 'GET', url: '/api/qr-code?data=x&size=99999' });
    expect(huge.rawPayload.readUInt32BE(16)).toBe(1024);
    const dflt = await t.app.inject({ method: 'GET', url: '/api/qr-code?data=x' });
    expect(dflt.rawPayload.readUInt32BE(16)).toBe(208);
  });

  it('refuses missing, empty or too long data and a size that is not a number', async () => {
    for (const url of ['/api/qr-code', '/api/qr-code?data=', `/api/qr-code?data=${'a'.repeat(513)}`, '/api/qr-code?data=x&size=big']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject(errorShape);
    }
  });
});

describe('tickets PDF', () => {
  it('downloads one page per active ticket with the event name', async () => {
    expect((await pdf('tickets', f.order.id)).statusCode).toBe(401);
    const res = await pdf('tickets', f.order.id, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tickets-${f.order.id}.pdf"`);
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(body)).toBe(3);
    expect(body.includes(utf16Title('Tickets – Jazz Night'))).toBe(true);
    // The page text is in the inflated content streams (glyph ids with an embedded font, so check drawing ops).
    expect(inflatedStreams(body)).toMatch(/Tj|TJ/);
  });

  it('renders one ticket, and the same renderer serves the e-mail', async () => {
    const one = await pdf('ticket', f.items[0]!.id);
    expect(one.statusCode).toBe(200);
    expect(pageCount(one.rawPayload)).toBe(1);
    expect(one.headers['content-disposition']).toBe(`attachment; filename="tickets-${f.items[0]!.id}.pdf"`);
    const buffer = await renderTicketsPdf(t.db, f.order.id);
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(buffer)).toBe(3);
  });

  it("draws the ticket's QR code as squares that reproduce its modules", async () => {
    const body = (await pdf('ticket', f.items[0]!.id)).rawPayload;
    const squares = [...inflatedStreams(body).matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map(
      (m) => m.slice(1, 5).map(Number) as [number, number, number, number],
    );
    const { modules } = QRCode.create(f.items[0]!.qrToken!, { errorCorrectionLevel: 'M' });
    const unit = Math.min(...squares.map((q) => q[3]));
    const [x0, y0] = [Math.min(...squares.map((q) => q[0])), Math.min(...squares.map((q) => q[1]))];
    const drawn = Array.from({ length: modules.size }, () => Array<number>(modules.size).fill(0));
    for (const [x, y, w] of squares) {
      const row = Math.round((y - y0) / unit);
      for (let c = Math.round((x - x0) / unit); c < Math.round((x - x0 + w) / unit); c++) drawn[row]![c] = 1;
    }
    // Offsets: the finder pattern puts a dark module in the first row and column.
    const expected = Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => modules.get(r, c)));
    expect(drawn).toEqual(expected);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await pdf('tickets', randomUUID())).statusCode).toBe(404);
  });
});
