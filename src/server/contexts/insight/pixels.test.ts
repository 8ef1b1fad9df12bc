import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPixelsReply, purchasePixelReply } from '../../../contracts/insight.ts';
import { profiles } from '../../platform/db/schema/index.ts';
import { errorShape, headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { buy, order, paidEvent } from '../checkout/checkout.fixtures.ts';

const t = useTestApp({ PIXEL_SCRIPTS_URL: 'http://127.0.0.1:9/fake-pixels' });

const pixels = (eventId: string) => t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}/pixels` });
const claim = (orderId: string, person?: Person) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/purchase_pixel`, headers: headers(person) });
const claimed = async (orderId: string, person?: Person) => expectReply(await claim(orderId, person), 200, purchasePixelReply).claim;

describe('GET /api/v1/events/:eventId/pixels', () => {
  it("answers the owner's vendor-shaped ids and the configured script base, leaving other text out", async () => {
    const owner = await signUpUser(t.app);
    await t.db
      .update(profiles)
      .set({ googleAnalyticsId: 'G-TEST1234', metaPixelId: 'not a pixel', googleTagManagerContainerId: 'GTM-ABC123' })
      .where(eq(profiles.id, owner.user.id));
    const event = await makeEvent(t, owner, owner.user.id);
    const body = expectReply(await pixels(event.id), 200, eventPixelsReply);
    expect(body).toEqual({
      ownerId: owner.user.id,
      googleAnalyticsId: 'G-TEST1234',
      metaPixelId: null,
      googleTagManagerContainerId: 'GTM-ABC123',
      scripts: {
        gtag: 'http://127.0.0.1:9/fake-pixels/gtag/js',
        fbevents: 'http://127.0.0.1:9/fake-pixels/fbevents.js',
        gtm: 'http://127.0.0.1:9/fake-pixels/gtm.js',
      },
    });
  });

  it('answers all-null ids for an owner without pixels, 404 for an unknown event, 422 for a bad id', async () => {
    const owner = await signUpUser(t.app);
    const event = await makeEvent(t, owner, owner.user.id);
    expect(expectReply(await pixels(event.id), 200, eventPixelsReply)).toMatchObject({
      googleAnalyticsId: null,
      metaPixelId: null,
      googleTagManagerContainerId: null,
    });
    const unknown = await pixels(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject(errorShape);
    expect((await pixels('nope')).statusCode).toBe(422);
  });
});

describe('POST /api/v1/orders/:id/purchase_pixel', () => {
  it("lets a guest order's holder claim once: 'first', then 'alreadyFired' on every later claim", async () => {
    const owner = await signUpUser(t.app);
    const event = await paidEvent(t, owner);
    const orderId = await buy(t, event.id, { [event.ticketIds[0]!]: 2 });
    expect(await claimed(orderId)).toBe('first');
    expect(await claimed(orderId)).toBe('alreadyFired');
    expect(await claimed(orderId)).toBe('alreadyFired');
  });

  it("lets only a signed-in buyer claim their order: strangers, signed out, and the event's owner get 404", async () => {
    const owner = await signUpUser(t.app);
    const buyer = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const event = await paidEvent(t, owner);
    const orderId = await buy(t, event.id, { [event.ticketIds[0]!]: 1 }, { person: buyer });
    for (const who of [stranger, owner, undefined]) {
      const res = await claim(orderId, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ...errorShape, message: "Sorry! That order wasn't found." });
    }
    expect(await claimed(orderId, buyer)).toBe('first');
    expect(await claimed(orderId, buyer)).toBe('alreadyFired');
  });

  it('refuses an unknown order (404), a bad id (422) and an order not paid yet (409)', async () => {
    expect((await claim(crypto.randomUUID())).statusCode).toBe(404);
    expect((await claim('1')).statusCode).toBe(422);
    const owner = await signUpUser(t.app);
    const event = await paidEvent(t, owner);
    const open = await order(t, event.id, { tickets: { [event.ticketIds[0]!]: 1 } });
    const res = await claim(open.order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(errorShape);
  });

  it('answers exactly one first among concurrent claims', async () => {
    const owner = await signUpUser(t.app);
    const event = await paidEvent(t, owner);
    const orderId = await buy(t, event.id, { [event.ticketIds[0]!]: 1 });
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimed(orderId)));
    expect(claims.filter((c) => c === 'first')).toHaveLength(1);
    expect(claims.filter((c) => c === 'alreadyFired')).toHaveLength(7);
  });
});
