import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contracts/checkout.ts';
import { loadConfig } from '../../platform/config.ts';
import { course, headers, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { completedJobs, confirm, connectPayments, doorReader, inventory, order, paidEvent } from './checkout.fixtures.ts';
import { simulateTerminalPayment } from './terminal.service.ts';

const t = useTestApp();
let owner: Person;
let door: Person;
let stranger: Person;
let eventId: string;
let ticketId: string;
let readerId: string;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  door = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
  const event = await paidEvent(t, owner, { tickets: [{ name: 'Door', price: 2000, quantity: 10 }] });
  eventId = event.id;
  ticketId = event.ticketIds[0]!;
  const added = await t.app.inject({
    method: 'POST',
    url: course(eventId, '/teachings'),
    headers: headers(owner),
    payload: { profileId: door.user.id, accessSetting: 'door' },
  });
  expect(added.statusCode).toBe(201);
  readerId = await doorReader(t, owner.user.id);
});

const call = (path: string, payload: Record<string, unknown>, who?: Person) =>
  t.app.inject({ method: 'POST', url: `/api/v1/stripe_terminals/${path}`, payload, headers: headers(who) });

/** A door sale: created and confirmed by staff (no buyer details needed), waiting for the reader. */
async function doorSale(by: Person) {
  const created = await order(t, eventId, { tickets: { [ticketId]: 1 }, paymentMethod: 'terminal' }, { person: by });
  expect(created.order).toMatchObject({ personalOrder: true, paymentMethod: 'terminal' });
  const res = await confirm(t, created.order.id, { buyerAttributes: {} }, { person: by });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ final: false, paymentRequest: { method: 'terminal' } });
  return created.order.id as string;
}

describe('card terminals', () => {
  it('lists the owner readers for door staff only', async () => {
    const list = (who?: Person) =>
      t.app.inject({ method: 'GET', url: `/api/v1/stripe_terminals/list_readers?ownerId=${owner.user.id}`, headers: headers(who) });
    for (const who of [owner, door]) {
      const res = await list(who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().readers).toEqual([
        { id: expect.any(String), stripeReaderId: readerId, name: 'Front door', serialNumber: null, status: 'online' },
      ]);
    }
    expect((await list(stranger)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
    // A profile without readers lists none (the web says 'Please check your terminal payments').
    await connectPayments(t, stranger.user.id);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/stripe_terminals/list_readers?ownerId=${stranger.user.id}`, headers: headers(stranger) })
      ).json(),
    ).toEqual({ readers: [] });
  });

  it('door sales need door access', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/orders?event=${eventId}`,
          payload: { tickets: { [ticketId]: 1 }, paymentMethod: 'terminal' },
          headers: headers(stranger),
        })
      ).statusCode,
    ).toBe(403);
    const orderId = await doorSale(door);
    for (const [who, status] of [
      [stranger, 403],
      [undefined, 401],
    ] as const) {
      expect((await call('process_payment', { id: orderId, readerId }, who)).statusCode).toBe(status);
      expect((await call('check_payment_status', { id: orderId }, who)).statusCode).toBe(status);
      expect((await call('cancel_payment', { id: orderId, readerId }, who)).statusCode).toBe(status);
      expect((await call('confirm_payment', { id: orderId, readerId }, who)).statusCode).toBe(status);
    }
    expect((await call('process_payment', { id: orderId, readerId: 'tmr_unknown' }, door)).json().message).toBe(
      CHECKOUT_MESSAGES.terminalNeedsReader,
    );
    expect((await call('process_payment', { id: '00000000-0000-4000-8000-000000000000', readerId }, door)).statusCode).toBe(404);
    expect((await call('process_payment', { id: 'nope' }, door)).statusCode).toBe(422);
  });

  it('processes, polls, cancels, then a simulated card completes the order once', async () => {
    const orderId = await doorSale(door);
    expect((await call('process_payment', { id: orderId, readerId }, door)).json()).toEqual({
      status: 'processing',
      message: CHECKOUT_MESSAGES.terminalProcessing,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: headers(door) })).json().status).toBe('handling_payment');
    expect((await call('check_payment_status', { id: orderId }, door)).json().status).toBe('processing');
    expect((await call('cancel_payment', { id: orderId, readerId }, door)).json()).toEqual({
      status: 'canceled',
      message: CHECKOUT_MESSAGES.terminalCanceled,
    });
    expect((await call('check_payment_status', { id: orderId }, door)).json().status).toBe('canceled');
    // Try Again: the reader by our own id this time.
    const ours = (
      await t.app.inject({ method: 'GET', url: `/api/v1/stripe_terminals/list_readers?ownerId=${owner.user.id}`, headers: headers(door) })
    ).json().readers[0].id;
    expect((await call('process_payment', { id: orderId, readerId: ours }, door)).json().status).toBe('processing');
    expect((await call('confirm_payment', { id: orderId, readerId }, door)).json()).toEqual({
      status: 'succeeded',
      message: CHECKOUT_MESSAGES.terminalSucceeded,
    });
    expect((await call('check_payment_status', { id: orderId }, door)).json().status).toBe('succeeded');
    const summary = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}/summary`, headers: headers(door) })).json();
    expect(summary).toMatchObject({ status: 'completed', user: { email: null } });
    await t.jobs.runUntilIdle(); // the provider's events too: still one completion
    expect(await completedJobs(t, orderId)).toBe(1);
    expect((await inventory(t, ticketId)).sold).toBeGreaterThanOrEqual(1);
  });

  it('never simulates a card in production', async () => {
    const orderId = await doorSale(owner);
    await call('process_payment', { id: orderId, readerId }, owner);
    const production = {
      db: t.db,
      jobs: t.jobs,
      payments: t.runtime.payments,
      config: loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'false' }),
    };
    const user = {
      id: owner.user.id,
      username: owner.user.username,
      email: owner.email,
      emailVerified: true,
      admin: false,
      managedOrganizations: [],
    };
    await expect(simulateTerminalPayment(production, user, orderId, readerId)).rejects.toMatchObject({
      code: 'forbidden',
      message: CHECKOUT_MESSAGES.terminalSimulationOff,
    });
  });
});
