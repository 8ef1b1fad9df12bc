import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import { DOOR_MESSAGES } from '../../../contracts/door.messages.ts';
import type { DoorState } from '../../../domain/door.ts';
import { course, errorShape, headers, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { addCollaborator } from '../tickets/tickets.fixtures.ts';
import { confirm, doorReader, order, paidEvent, postOrder } from './checkout.fixtures.ts';

/**
 * What the door may sell in each state of its event (docs/decisions/tickets.md "Door"): door sales on a card reader,
 * guests added (free or cash) and staff's own checkout are refused on a draft, an unpublished and a cancelled event,
 * for every role, and the refusal says why to door staff only.
 */

const t = useTestApp();
let owner: Person;
let door: Person;
let stranger: Person;
let readerId: string;

beforeAll(async () => {
  [owner, door, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  readerId = await doorReader(t, owner.user.id);
});

const act = (eventId: string, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: course(eventId, path), headers: headers(owner), ...(payload ? { payload } : {}) });

/** A guest added at the door (free): the sale that makes an unpublished event differ from a draft. */
async function addGuest(eventId: string, ticketId: string, by: Person) {
  const created = await order(t, eventId, { tickets: { [ticketId]: 1 }, guestFlow: true }, { person: by });
  const done = await confirm(t, created.order.id, { buyerAttributes: {} }, { person: by });
  expect(done.statusCode, done.body).toBe(200);
  return created.order.id;
}

/** An event of the owner, with door staff, in the state asked. */
async function eventIn(state: DoorState) {
  const { id, ticketIds } = await paidEvent(t, owner, {
    publish: state !== 'draft',
    tickets: [
      { name: 'Door', price: 2000, quantity: 20 },
      { name: 'Comp', price: 0, quantity: 20 },
    ],
  });
  await addCollaborator(t, id, door.user.id, 'door');
  if (state === 'unpublished') {
    await addGuest(id, ticketIds[1]!, door);
    const res = await act(id, '/unpublish');
    expect(res.json(), res.body).toEqual({ state: 'unpublished' });
  }
  if (state === 'canceled') expect((await act(id, '/cancel', { confirmName: 'Test Concert' })).statusCode).toBe(200);
  return { id, paid: ticketIds[0]!, free: ticketIds[1]! };
}

type Sale = 'terminal' | 'cash guest' | 'free guest' | 'own checkout';
const SALES: Sale[] = ['terminal', 'cash guest', 'free guest', 'own checkout'];

function sell(e: Awaited<ReturnType<typeof eventIn>>, sale: Sale, who?: Person) {
  const body =
    sale === 'terminal'
      ? { tickets: { [e.paid]: 1 }, paymentMethod: 'terminal' as const }
      : sale === 'own checkout'
        ? { tickets: { [e.paid]: 1 } }
        : { tickets: { [sale === 'cash guest' ? e.paid : e.free]: 1 }, guestFlow: true };
  return postOrder(t, e.id, body, { person: who });
}

describe('selling at the door by the event state', () => {
  it('a published event sells to door staff and the owner, never to others', async () => {
    const e = await eventIn('published');
    for (const who of [owner, door]) {
      for (const sale of SALES) expect((await sell(e, sale, who)).statusCode, `${sale}`).toBe(200);
    }
    for (const sale of ['terminal', 'cash guest'] as const) {
      expect((await sell(e, sale, stranger)).statusCode).toBe(403);
      expect((await sell(e, sale)).statusCode).toBe(401);
    }
  });

  it.each(['draft', 'unpublished'] as const)('a %s event refuses every sale, saying why to door staff only', async (state) => {
    const e = await eventIn(state);
    for (const who of [owner, door]) {
      for (const sale of SALES) {
        const res = await sell(e, sale, who);
        expect(res.statusCode, `${sale} ${res.body}`).toBe(422);
        expect(res.json()).toMatchObject({ ...errorShape, reason: CHECKOUT_REASONS.eventNotOnSale, message: DOOR_MESSAGES.saleRefused[state] });
      }
    }
    // Others learn nothing about a draft or an unpublished event.
    for (const sale of ['terminal', 'free guest'] as const) {
      expect((await sell(e, sale, stranger)).statusCode).toBe(403);
      expect((await sell(e, sale)).statusCode).toBe(401);
    }
    expect((await sell(e, 'own checkout', stranger)).statusCode).toBe(404);
    expect((await sell(e, 'own checkout')).statusCode).toBe(404);
  });

  it('a cancelled event refuses every sale to everyone', async () => {
    const e = await eventIn('canceled');
    for (const who of [owner, door, stranger, undefined]) {
      for (const sale of SALES) {
        const res = await sell(e, sale, who);
        expect(res.statusCode, `${sale} ${res.body}`).toBe(422);
        expect(res.json()).toMatchObject({ reason: CHECKOUT_REASONS.eventNotOnSale, message: DOOR_MESSAGES.saleRefused.canceled });
      }
    }
  });

  it('a door sale started before the unpublish is refused at confirm and at the reader', async () => {
    const e = await eventIn('published');
    const cash = await order(t, e.id, { tickets: { [e.paid]: 1 }, guestFlow: true }, { person: door });
    const terminal = await order(t, e.id, { tickets: { [e.paid]: 1 }, paymentMethod: 'terminal' }, { person: door });
    const confirmed = await confirm(t, terminal.order.id, { buyerAttributes: {} }, { person: door });
    expect(confirmed.json(), confirmed.body).toMatchObject({ final: false, paymentRequest: { method: 'terminal' } });
    const late = await order(t, e.id, { tickets: { [e.paid]: 1 }, paymentMethod: 'terminal' }, { person: door });
    // A sale makes the unpublish keep the event's page for its holders.
    await addGuest(e.id, e.free, door);
    expect((await act(e.id, '/unpublish')).json()).toEqual({ state: 'unpublished' });

    for (const id of [cash.order.id, late.order.id]) {
      const res = await confirm(t, id, { buyerAttributes: {} }, { person: door });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ reason: CHECKOUT_REASONS.eventNotOnSale, message: DOOR_MESSAGES.saleRefused.unpublished });
    }
    const reader = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe_terminals/process_payment',
      headers: headers(door),
      payload: { id: terminal.order.id, readerId },
    });
    expect(reader.statusCode, reader.body).toBe(422);
    expect(reader.json()).toMatchObject({ reason: CHECKOUT_REASONS.eventNotOnSale, message: DOOR_MESSAGES.saleRefused.unpublished });
  });
});
