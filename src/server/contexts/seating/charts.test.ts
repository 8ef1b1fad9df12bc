import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chartsReply, chartView, SEATING_LIMITS } from '../../../contracts/seating.ts';
import { okReply } from '../../../contracts/common.ts';
import { eventSeatings } from '../../platform/db/schema/index.ts';
import { addMember, createSchool, headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { attach, createChart, row, smallChart } from './seating.fixtures.ts';

/** The owner's seat charts (SEATING_ENDPOINTS): list, read, create, save, copy, delete; gates and limits. */

const t = useTestApp();
const P = '/api/v1/seat_charts';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, p?: Person, payload?: unknown) =>
  t.app.inject({ method, url, headers: headers(p), ...(payload === undefined ? {} : { payload: payload as object }) });

describe('seat charts', () => {
  it('creates, lists with counts, reads, saves, copies and deletes a chart', async () => {
    const owner = await signUpUser(t.app);
    const made = await createChart(t, owner, owner.user.id);
    expect(made).toMatchObject({ name: 'Main hall', seatCount: 14, standingCapacity: 0, eventCount: 0 });

    const list = expectReply(await call('GET', `${P}?ownerId=${owner.user.id}`, owner), 200, chartsReply);
    expect(list.charts.map((c) => c.id)).toEqual([made.id]);

    const doc = smallChart([row('A', { seats: 8 })]);
    const saved = expectReply(await call('PUT', `${P}/${made.id}?ownerId=${owner.user.id}`, owner, { name: 'Hall', document: doc }), 200, chartView);
    expect(saved).toMatchObject({ name: 'Hall', seatCount: 8 });
    expect(expectReply(await call('GET', `${P}/${made.id}?ownerId=${owner.user.id}`, owner), 200, chartView).document).toEqual(doc);

    const copy = expectReply(await call('POST', `${P}/${made.id}/copy?ownerId=${owner.user.id}`, owner), 201, chartView);
    expect(copy).toMatchObject({ name: 'Hall (copy)', seatCount: 8, eventCount: 0 });
    expect(copy.id).not.toBe(made.id);

    expectReply(await call('DELETE', `${P}/${made.id}?ownerId=${owner.user.id}`, owner), 200, okReply);
    expect((await call('GET', `${P}/${made.id}?ownerId=${owner.user.id}`, owner)).statusCode).toBe(404);
  });

  it('saves a draft with issues (a seat without a category) but no event may use it', async () => {
    const owner = await signUpUser(t.app);
    const draft = await createChart(t, owner, owner.user.id, { document: smallChart([row('A', { categoryKey: null })]) });
    const event = await makeEvent(t, owner, owner.user.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/management/courses/${event.id}/seating`,
      headers: headers(owner),
      payload: { chartId: draft.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ reason: 'chart_not_usable', messages: [expect.any(String)] });
  });

  it('counts the events that took a snapshot; deleting the chart leaves their snapshot', async () => {
    const owner = await signUpUser(t.app);
    const chart = await createChart(t, owner, owner.user.id);
    const event = await makeEvent(t, owner, owner.user.id);
    await attach(t, owner, event.id, chart.id);
    const list = expectReply(await call('GET', `${P}?ownerId=${owner.user.id}`, owner), 200, chartsReply);
    expect(list.charts[0]).toMatchObject({ eventCount: 1 });
    expectReply(await call('DELETE', `${P}/${chart.id}?ownerId=${owner.user.id}`, owner), 200, okReply);
    const [seating] = await t.db.select().from(eventSeatings).where(eq(eventSeatings.eventId, event.id));
    expect(seating).toMatchObject({ chartId: null, document: chart.document });
  });

  it('gates: signed out 401, a stranger 403, an organization member reads its charts, its owner changes them', async () => {
    const owner = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const chart = await createChart(t, owner, owner.user.id);
    expect((await call('GET', `${P}?ownerId=${owner.user.id}`)).statusCode).toBe(401);
    expect((await call('GET', `${P}?ownerId=${owner.user.id}`, stranger)).statusCode).toBe(403);
    expect((await call('DELETE', `${P}/${chart.id}?ownerId=${owner.user.id}`, stranger)).statusCode).toBe(403);
    // Another owner's chart through one's own owner id: not found, like an unknown one.
    for (const [method, url] of [
      ['GET', `${P}/${chart.id}?ownerId=${stranger.user.id}`],
      ['PUT', `${P}/${chart.id}?ownerId=${stranger.user.id}`],
      ['POST', `${P}/${chart.id}/copy?ownerId=${stranger.user.id}`],
      ['DELETE', `${P}/${chart.id}?ownerId=${stranger.user.id}`],
    ] as const) {
      const res = await call(method, url, stranger, method === 'PUT' ? { name: 'Mine', document: smallChart() } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const school = await createSchool(t, owner, 'Hall Trust', 'hall-trust');
    const member = await signUpUser(t.app);
    await addMember(t, school.id, member.user.id);
    const schoolChart = await createChart(t, owner, school.id);
    expect(expectReply(await call('GET', `${P}?ownerId=${school.id}`, member), 200, chartsReply).charts.map((c) => c.id)).toEqual([schoolChart.id]);
    expect((await call('POST', `${P}?ownerId=${school.id}`, member, { name: 'Mine', document: smallChart() })).statusCode).toBe(403);
  });

  it('refuses a bad document (422) and a chart over the seat limit', async () => {
    const owner = await signUpUser(t.app);
    const url = `${P}?ownerId=${owner.user.id}`;
    expect((await call('POST', url, owner, { name: '', document: smallChart() })).statusCode).toBe(422);
    expect((await call('POST', url, owner, { name: 'X', document: { version: 2, categories: [], objects: [] } })).statusCode).toBe(422);
    expect((await call('POST', url, owner, { name: 'X', document: smallChart([row('A', { seats: 0 })]) })).statusCode).toBe(422);
    const rows = Array.from({ length: Math.ceil(SEATING_LIMITS.seats / SEATING_LIMITS.seatsPerRow) + 1 }, (_, i) =>
      row(`R${i}`, { id: `r${i}`, seats: SEATING_LIMITS.seatsPerRow }),
    );
    const res = await call('POST', url, owner, { name: 'Stadium', document: smallChart(rows) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ fieldErrors: { document: expect.any(String) } });
  });
});
