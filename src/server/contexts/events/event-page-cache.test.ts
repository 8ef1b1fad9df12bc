import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../../platform/db/schema/index.ts';
import { receive } from '../../platform/notices.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { course, headers, inDays, makeEvent, putTickets, type Person } from '../../testing/events.ts';

// The session cache on, as in production: a signed-in viewer's page is then kept beside their session.
const t = useTestApp({ SESSION_CACHE_SECONDS: '5' });

const page = async (id: string, p?: Person) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: headers(p) });
  return { status: res.statusCode, event: res.statusCode === 200 ? res.json().event : null };
};
const ticketsOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/tickets?eventId=${id}` })).json().tickets;
const write = async (method: 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, by: Person, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: headers(by), payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

/**
 * The public page is cached for a second (event-page-cache.ts); every write through this process that changes it
 * must drop the entry, so each test reads the page first (filling the cache), changes it, and reads it again.
 */
describe('the event page cache: the next read after a change shows it', () => {
  let owner: Person, helper: Person, viewer: Person;

  beforeAll(async () => {
    [owner, helper, viewer] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
  });

  it("an edit of the event's details", async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { name: 'Before' });
    expect((await page(id)).event.name).toBe('Before');
    expect((await page(id, viewer)).event.name).toBe('Before');
    await write('PATCH', course(id), owner, { name: 'After' });
    expect((await page(id)).event.name).toBe('After');
    expect((await page(id, viewer)).event.name).toBe('After');
  });

  it.each([
    ['the event', (id: string) => id],
    ['every event', () => '*'],
  ])("another process's notice about %s (its write went there)", async (_, key) => {
    const { id } = await makeEvent(t, owner, owner.user.id, { name: 'Before' });
    vi.useFakeTimers({ toFake: ['Date'] }); // the page's second does not run out on a slow machine
    try {
      expect((await page(id)).event.name).toBe('Before');
      await t.db.update(events).set({ name: 'Changed elsewhere' }).where(eq(events.id, id));
      expect((await page(id)).event.name).toBe('Before'); // this process's copy
      receive(JSON.stringify({ o: 'another-process', k: 'event-page', v: key(id) }));
      expect((await page(id)).event.name).toBe('Changed elsewhere');
    } finally {
      vi.useRealTimers();
    }
  });

  it("a ticket type's price and its sales window", async () => {
    const { id, ticketIds } = await makeEvent(t, owner, owner.user.id);
    expect((await page(id)).event.minPrice).toBe(1500);
    // No payment account: a paid ticket is listed but not on sale; a closed sales window comes first.
    expect((await ticketsOf(id))[0].availability.state).toBe('payments_not_set_up');
    await putTickets(t, owner, id, [{ id: ticketIds[0], name: 'General admission', price: 2500, quantity: 100, endsSalesAt: inDays(-1) }]);
    expect((await page(id)).event.minPrice).toBe(2500);
    const [ticket] = await ticketsOf(id);
    expect(ticket.price).toBe(2500);
    expect(ticket.availability.state).toBe('sales_closed');
  });

  it('the dates', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id);
    expect((await page(id)).event.futureEventCount).toBe(1);
    const dates = [3, 10].map((days) => ({ startsAt: inDays(days), endsAt: inDays(days, 2) }));
    await write('PUT', course(id, '/occurrences'), owner, { occurrences: dates });
    expect((await page(id)).event.futureEventCount).toBe(2);
  });

  it('publishing a draft', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { publish: false });
    expect((await page(id)).status).toBe(404);
    await write('POST', course(id, '/publish'), owner);
    expect((await page(id)).status).toBe(200);
  });

  it('a collaborator added, changed and removed', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id);
    expect((await page(id)).event.collaborators).toEqual([]);
    const added = await write('POST', course(id, '/teachings'), owner, { profileId: helper.user.id, accessSetting: 'basic' });
    const teachingId = added.json().collaborator.id as string;
    expect((await page(id)).event.collaborators.map((c: { id: string }) => c.id)).toEqual([helper.user.id]);
    expect((await page(id, helper)).event.accessSetting).toBe('basic');
    await write('PATCH', course(id, `/teachings/${teachingId}`), owner, { accessSetting: 'admin' });
    expect((await page(id, helper)).event.accessSetting).toBe('admin');
    await write('DELETE', course(id, `/teachings/${teachingId}`), owner);
    expect((await page(id)).event.collaborators).toEqual([]);
    expect((await page(id, helper)).event.accessSetting).toBeNull();
  });

  it("a signed-in viewer's own write: following the organizer", async () => {
    const { id } = await makeEvent(t, owner, owner.user.id);
    expect((await page(id, viewer)).event.owner.following).toBe(false);
    await write('POST', `/api/follows?id=${owner.user.id}`, viewer);
    expect((await page(id, viewer)).event.owner.following).toBe(true);
    await write('POST', `/api/follows/delete?id=${owner.user.id}`, viewer);
    expect((await page(id, viewer)).event.owner.following).toBe(false);
  });
});
