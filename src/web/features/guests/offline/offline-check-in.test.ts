import { describe, expect, it } from 'vitest';
import type { DoorListTicket } from '../../../../contracts/tickets.ts';
import type { DoorList } from './door-list-download.ts';
import { findDoorTicket, offlineCheckIn, type LocalScan } from './offline-check-in.ts';

const H = 3_600_000;
const now = Date.parse('2026-07-10T18:00:00Z');
const iso = (hours: number) => new Date(now + hours * H).toISOString();
const FRI = '00000000-0000-4000-8000-00000000000f';
const SAT = '00000000-0000-4000-8000-00000000000a';

function ticket(code: string, over: Partial<DoorListTicket> = {}): DoorListTicket {
  return {
    ref: code.toLowerCase().padEnd(64, '0'),
    code,
    name: 'Ada Lovelace',
    ticket: 'General admission',
    seat: null,
    status: 'active',
    addOn: false,
    rule: { kind: 'single', passOccurrenceIds: [], entries: null },
    occurrenceId: FRI,
    uses: [],
    ...over,
  };
}

const list = (tickets: DoorListTicket[], over: Partial<DoorList> = {}): DoorList => ({
  listId: '00000000-0000-4000-8000-000000000001',
  key: 'a2V5',
  issuedAt: iso(-2),
  expiresAt: iso(22),
  doorState: 'published',
  dates: [
    { id: FRI, startsAt: iso(-1), endsAt: iso(3), timezone: 'UTC' },
    { id: SAT, startsAt: iso(23), endsAt: iso(27), timezone: 'UTC' },
  ],
  tickets,
  conflicts: [],
  ...over,
});

const single = ticket('AAAA0001');
const used = ticket('AAAA0002', { uses: [{ occurrenceId: FRI, entry: 1, at: iso(-0.5) }] });
const card = ticket('AAAA0003', { rule: { kind: 'punch_card', passOccurrenceIds: [], entries: 2 } });
const pass = ticket('AAAA0004', { rule: { kind: 'pass', passOccurrenceIds: [], entries: null } });
const refunded = ticket('AAAA0005', { status: 'refunded' });
const addOn = ticket('AAAA0006', { addOn: true });
const tickets = [single, used, card, pass, refunded, addOn];
const scanOf = (t: DoorListTicket, hours = -0.25): LocalScan => ({ ref: t.ref, occurrenceId: FRI, scannedAt: iso(hours) });

describe('offlineCheckIn', () => {
  it.each<[string, DoorListTicket | undefined, LocalScan[], Partial<DoorList>, string, RegExp]>([
    ['an active ticket: admitted, marked offline', single, [], {}, 'checked_in', /^Checked in \(offline\)$/],
    ['checked in before the download', used, [], {}, 'already', /^Already checked in at 5:30 PM$/],
    ['scanned on this device since the download', single, [scanOf(single)], {}, 'already', /^Already checked in at 5:45 PM$/],
    ['a punch card, first entry', card, [], {}, 'checked_in', /^Checked in: entry 1 of 2, 1 entry left \(offline\)$/],
    ['a punch card used up on this device', card, [scanOf(card), scanOf(card)], {}, 'inactive', /^No entries left: all 2 were used/],
    ['a pass on its first date', pass, [], {}, 'checked_in', /^Checked in for Fri 10 Jul: 1 entry left on this pass \(offline\)$/],
    ['a refunded ticket', refunded, [], {}, 'inactive', /^This ticket was refunded$/],
    ['an add-on', addOn, [], {}, 'inactive', /^This is an add-on/],
    ['an unknown code', undefined, [], {}, 'not_found', /^Ticket not found for this event$/],
    ['an expired list', single, [], { expiresAt: iso(-1) }, 'error', /has expired/],
    ['a cancelled event', single, [], { doorState: 'canceled' }, 'inactive', /canceled/],
  ])('%s', (_name, t, local, over, kind, message) => {
    const decision = offlineCheckIn(list(tickets, over), t, 'CODE', undefined, local, now);
    expect(decision.result.kind).toBe(kind);
    expect(decision.result.message).toMatch(message);
    expect(decision.admitted !== null).toBe(kind === 'checked_in');
  });

  it('a single ticket scanned at a door set to another date says which date it is for', () => {
    const decision = offlineCheckIn(list(tickets), single, 'CODE', SAT, [], now);
    expect(decision.result).toMatchObject({ kind: 'other_date', message: 'This ticket is for Fri, 10 Jul 2026, 5:00 PM' });
  });

  it('records the scan to sync: the ticket, the date and when', () => {
    expect(offlineCheckIn(list(tickets), single, 'CODE', undefined, [], now).admitted).toEqual({
      ref: single.ref,
      occurrenceId: FRI,
      scannedAt: iso(0),
    });
  });
});

describe('findDoorTicket', () => {
  const twin = ticket('AAAA0001', { ref: 'b'.repeat(64), status: 'canceled' });
  it.each<[string, string, string | null, DoorListTicket | undefined]>([
    ['a typed short code, any case', 'aaaa0002', null, used],
    ['two tickets share a short code: the active one', 'AAAA0001', null, single],
    ['a scanned QR code by its ref', 'secret-qr', card.ref, card],
    ['a QR code no ticket has', 'secret-qr', 'c'.repeat(64), undefined],
  ])('%s', (_name, code, ref, expected) => {
    expect(findDoorTicket(list([...tickets, twin]), code, ref)).toBe(expected);
  });
});
