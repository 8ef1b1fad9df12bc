import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { broadcasts } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { onlineBroadcast } from './broadcasts.fixtures.ts';

const t = useTestApp();
let owner: Person;
let buyer: Person;

beforeAll(async () => {
  [owner, buyer] = [await signUpUser(t.app), await signUpUser(t.app)];
});

describe('View Stream on the thank-you page', () => {
  it("leads a completed online order to its date's broadcast page, never to the pasted link", async () => {
    const pasted = 'https://stream.example.com/pasted';
    const f = await onlineBroadcast(t, { owner, buyer, event: { broadcastUrl: pasted } });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${f.order.id}/summary`, headers: headers(buyer) });
    expect(res.json()).toMatchObject({ ticketType: 'online', broadcastUrl: `/b/${f.broadcast.id}` });
    expect(res.body).not.toContain(pasted);
  });

  it('makes the broadcast when the order is the first to need it', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    await t.db.delete(broadcasts).where(eq(broadcasts.id, f.broadcast.id));
    const summary = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${f.order.id}/summary`, headers: headers(buyer) })).json();
    const [made] = await t.db.select().from(broadcasts).where(eq(broadcasts.occurrenceId, f.occurrence.id));
    expect(summary.broadcastUrl).toBe(`/b/${made!.id}`);
  });
});

describe('a pasted broadcast URL', () => {
  it('becomes the external link of the broadcasts made for the event (https only)', async () => {
    const f = await onlineBroadcast(t, { owner, buyer, event: { broadcastUrl: 'https://vimeo.com/123456' } });
    expect(f.broadcast).toMatchObject({ mode: 'external', externalUrl: 'https://vimeo.com/123456' });
    const plain = await onlineBroadcast(t, { owner, buyer, event: { broadcastUrl: 'http://insecure.example.com/live' } });
    expect(plain.broadcast).toMatchObject({ mode: 'ovation', externalUrl: null });
  });
});
