import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, PLATFORM_REASONS, tryAgainIn } from '../contracts/errors.ts';
import { order, paidEvent } from './contexts/checkout/checkout.fixtures.ts';
import type { Person } from './testing/events.ts';
import { heldRequest } from './testing/held-request.ts';
import { expectReply } from './testing/replies.ts';
import { signUpUser, useTestApp, type TestApp } from './testing/test-app.ts';

/** Admission control (platform/http/admission.ts) with its limit forced low; `heldRequest` holds a slot. */
const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

function expectRefused(res: Awaited<ReturnType<typeof get>>, seconds: number) {
  const body = expectReply(res, 503, errorBody);
  expect(body).toMatchObject({ code: 'unavailable', reason: PLATFORM_REASONS.overloaded, message: tryAgainIn(seconds) });
  expect(res.headers['retry-after']).toBe(String(seconds));
}

describe('one request at a time, no queue', () => {
  const t = useTestApp({ OVERLOAD_MAX_ACTIVE: '1', OVERLOAD_QUEUE_MS: '0', OVERLOAD_RETRY_AFTER_SECONDS: '7' });
  let owner: Person;
  let eventId: string;
  let orderId: string;
  beforeAll(async () => {
    owner = await signUpUser(t.app);
    const event = await paidEvent(t, owner);
    eventId = event.id;
    orderId = (await order(t, eventId, { tickets: { [event.ticketIds[0]!]: 1 } })).order.id;
  });

  it('refuses a request beyond the limit with 503, Retry-After and the message', async () => {
    const held = heldRequest(t);
    await held.whenAdmitted;
    expectRefused(await get(t, `/api/v1/events/${eventId}`), 7);
    expectRefused(await get(t, `/api/v1/tickets?eventId=${eventId}`), 7);
    expect((await held.finish()).statusCode).not.toBe(503);
  });

  it('lets health and the steps of an existing order through while full', async () => {
    const held = heldRequest(t);
    await held.whenAdmitted;
    expect((await get(t, '/api/health')).statusCode).toBe(200);
    expect((await get(t, `/api/v1/orders/${orderId}`)).statusCode).toBe(200);
    const completion = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/complete` });
    expect(completion.statusCode).not.toBe(503);
    // An invented order, or another kind of request, waits like everyone else.
    expectRefused(await get(t, `/api/v1/orders/${randomUUID()}`), 7);
    expectRefused(await t.app.inject({ method: 'POST', url: `/api/v1/sandbox/payments/pi_invented/confirm`, payload: {} }), 7);
    await held.finish();
  });

  it('queues a step of an existing order when the lane of such steps is full too, never refusing it', async () => {
    const held = heldRequest(t);
    await held.whenAdmitted;
    const step = heldRequest(t, `/api/v1/orders/${orderId}/confirm`); // takes the priority lane's one slot
    await step.whenAdmitted;
    const next = get(t, `/api/v1/orders/${orderId}`);
    expect((await step.finish()).statusCode).not.toBe(503);
    expect((await next).statusCode).toBe(200);
    await held.finish();
  });

  it('refuses nothing below the limit', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await get(t, `/api/v1/events/${eventId}`)).statusCode).toBe(200);
      expect((await get(t, `/api/v1/tickets?eventId=${eventId}`)).statusCode).toBe(200);
    }
  });
});

describe('one at a time, with a queue', () => {
  const t = useTestApp({ OVERLOAD_MAX_ACTIVE: '1', OVERLOAD_QUEUE_MS: '60000' });

  it('answers the waiting requests in turn once the slot is free', async () => {
    const held = heldRequest(t);
    await held.whenAdmitted;
    const waiting = [get(t, '/api/v1/site_alert'), get(t, '/api/health')];
    await held.finish();
    expect((await Promise.all(waiting)).map((r) => r.statusCode)).toEqual([200, 200]);
  });
});

describe('analytics is shed first', () => {
  const t = useTestApp({ ANALYTICS_FLUSH_MS: '0', OVERLOAD_MAX_ACTIVE: '2', OVERLOAD_QUEUE_MS: '0', OVERLOAD_RETRY_AFTER_SECONDS: '3' });
  const beacon = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/sessions',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' },
      payload: { sessions: [{ id: randomUUID() }] },
    });

  it('takes analytics while the server is idle', async () => {
    expect((await beacon()).statusCode).toBe(202);
  });

  it('takes analytics in a lane of their own: with every slot held by buyers, a beacon is still buffered', async () => {
    const buyers = [heldRequest(t), heldRequest(t)];
    await Promise.all(buyers.map((b) => b.whenAdmitted));
    expectRefused(await get(t, '/api/v1/site_alert'), 3);
    expect((await beacon()).statusCode).toBe(202);
    for (const b of buyers) await b.finish();
  });

  it('refuses analytics once their lane (half the slots) is full, and never with a slot a buyer needs', async () => {
    const analytics = heldRequest(t, '/api/v1/analytics/sessions');
    await analytics.whenAdmitted;
    expectRefused(await beacon(), 3);
    const buyers = [heldRequest(t), heldRequest(t)];
    await Promise.all(buyers.map((b) => b.whenAdmitted));
    for (const b of buyers) await b.finish();
    await analytics.finish();
    expect((await beacon()).statusCode).toBe(202);
  });
});
