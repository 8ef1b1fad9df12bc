import { beforeAll, describe, expect, it } from 'vitest';
import { confirmOrderReply, orderReply } from '../../../contracts/checkout.ts';
import { invalidateEventPage } from '../events/event-page-cache.ts';
import type { Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { statementStarts, statementsOf as statementsOfPool } from '../../testing/statements.ts';
import { SUCCESS_CARD, attendeesFor, buyer, paidEvent } from './checkout.fixtures.ts';

/**
 * The SQL statements (each one round trip to the database) of the four requests of a card checkout, on the busiest
 * path of an on-sale (docs/decisions/performance.md, Checkout). A statement more is a cost on every order: this
 * guards the counts, not a time.
 */
const t = useTestApp();
let owner: Person;
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

const statementsOf = <T>(run: () => Promise<T>) => statementsOfPool(t.runtime.database.pool, run);
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('round trips of a card checkout (a signed-out buyer, one ticket)', () => {
  it('create, confirm, card and complete each run no more statements than listed', async () => {
    const { id: eventId, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'General admission', price: 2500, quantity: 100 }] });
    const selection = { tickets: { [ticketIds[0]!]: 1 }, paymentMethod: 'card' };
    // An earlier buyer made the ticket type's stock row, as on any on-sale after its first order.
    expect((await post(`/api/v1/orders?event=${eventId}`, selection)).statusCode).toBe(200);
    // Each request reads the event afresh (its cache is a second old at most), so the counts hold either way.
    invalidateEventPage(eventId);
    const create = await statementsOf(() => post(`/api/v1/orders?event=${eventId}`, selection));
    const created = expectReply(create.result, 200, orderReply);
    invalidateEventPage(eventId);
    const confirm = await statementsOf(() =>
      post(`/api/v1/orders/${created.order.id}/confirm`, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) }),
    );
    const request = expectReply(confirm.result, 200, confirmOrderReply).paymentRequest!;
    const card = await statementsOf(() =>
      post(`/api/v1/sandbox/payments/${request.paymentId}/confirm`, {
        clientSecret: request.clientSecret,
        card: { number: SUCCESS_CARD, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', zip: '10001' },
      }),
    );
    expect(card.result.statusCode).toBe(200);
    const complete = await statementsOf(() => post(`/api/v1/orders/${created.order.id}/complete`, {}));
    expect(complete.result.json().status).toBe('succeeded');

    const counts = {
      create: create.statements.length,
      confirm: confirm.statements.length,
      card: card.statements.length,
      complete: complete.statements.length,
    };
    const seen = {
      create: statementStarts(create.statements),
      confirm: statementStarts(confirm.statements),
      card: statementStarts(card.statements),
      complete: statementStarts(complete.statements),
    };
    expect(counts, JSON.stringify(seen, null, 1)).toEqual(EXPECTED);
  });
});

/**
 * With the event read afresh (6 statements, in create and in confirm): create = rate limit, event, begin, the order
 * with its tickets and order.created, the hold caps' locks and count, the hold, commit; confirm = the order, its
 * tickets, event, the saved information, the provider's payment and its id on the order; card = the payment, begin,
 * its update and event, commit; complete = the order, the payment, begin, the event's cancel check (read `for share`,
 * so an event cancelled at that instant waits or fails the order: docs/decisions/events.md), the completion (tickets
 * issued, holds released, which of them are festival passes), the outbox, the e-mail's job, the sale, commit.
 */
const EXPECTED = { create: 13, confirm: 11, card: 5, complete: 9 };
