import { beforeAll, describe, expect, it } from 'vitest';
import { DOOR_MESSAGES } from '../../../contracts/door.messages.ts';
import { CHECK_IN_REASONS, guestsReply } from '../../../contracts/tickets.ts';
import { course, errorShape, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { addCollaborator, itemRow, makeTicketFixture, type TicketFixture } from './tickets.fixtures.ts';

/**
 * The door's check-in in each state of its event (docs/decisions/tickets.md "Door"): tickets already sold still get in
 * once the event is unpublished; a cancelled event admits nobody, even while its mass refund has not reached them.
 */

const t = useTestApp();
let owner: Person;
let door: Person;
let stranger: Person;

beforeAll(async () => {
  [owner, door, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
});

const checkIn = (f: TicketFixture, payload: object, p?: Person) =>
  t.app.inject({ method: 'POST', url: course(f.event.id, '/check_ins'), headers: headers(p), payload });
const guests = async (f: TicketFixture, p: Person) =>
  expectReply(await t.app.inject({ method: 'GET', url: course(f.event.id, '/registrations'), headers: headers(p) }), 200, guestsReply);

async function soldEvent() {
  const f = await makeTicketFixture(t, { owner, count: 3 });
  await addCollaborator(t, f.event.id, door.user.id, 'door');
  return f;
}

describe('checking in by the event state', () => {
  it('an unpublished event still admits the tickets it sold, and the guests list says its state', async () => {
    const f = await soldEvent();
    expect((await guests(f, door)).doorState).toBe('published');
    const res = await t.app.inject({ method: 'POST', url: course(f.event.id, '/unpublish'), headers: headers(owner) });
    expect(res.json(), res.body).toEqual({ state: 'unpublished' });
    const list = await guests(f, door);
    expect(list).toMatchObject({ doorState: 'unpublished', permissions: { canCheckIn: true } });
    expect((await checkIn(f, { code: f.items[0]!.qrToken }, door)).statusCode).toBe(200);
    expect((await checkIn(f, { itemId: f.items[1]!.id }, owner)).statusCode).toBe(200);
  });

  it('a cancelled event admits nobody, by QR code or from the list, and says so', async () => {
    const f = await soldEvent();
    const res = await t.app.inject({
      method: 'POST',
      url: course(f.event.id, '/cancel'),
      headers: headers(owner),
      payload: { confirmName: 'Jazz Night' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The mass refund has not run: the tickets are still active, the event's state refuses them.
    expect((await itemRow(t, f.items[0]!.id)).status).toBe('active');
    for (const [who, payload] of [
      [door, { code: f.items[0]!.qrToken }],
      [door, { itemId: f.items[0]!.id }],
      [owner, { code: f.items[1]!.qrToken }],
    ] as const) {
      const refused = await checkIn(f, payload, who);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toEqual({ ...errorShape, reason: CHECK_IN_REASONS.eventCanceled, message: DOOR_MESSAGES.checkInRefused });
    }
    expect((await itemRow(t, f.items[0]!.id)).checkedInAt).toBeNull();
    // The door's access rules come first: others learn nothing.
    expect((await checkIn(f, { code: f.items[0]!.qrToken }, stranger)).statusCode).toBe(403);
    expect((await checkIn(f, { code: f.items[0]!.qrToken })).statusCode).toBe(401);
    expect(await guests(f, door)).toMatchObject({ doorState: 'canceled', permissions: { canCheckIn: false } });
  });
});
