import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { gettingStartedReply, type shareBody } from '../../../contracts/getting-started.ts';
import { profiles } from '../../platform/db/schema/index.ts';
import { createSchool, errorShape, headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { order } from '../checkout/checkout.fixtures.ts';

const t = useTestApp();
const URL = '/api/v1/getting_started';

const state = (person?: Person) => t.app.inject({ method: 'GET', url: URL, headers: headers(person) });
const dismiss = (person?: Person) => t.app.inject({ method: 'POST', url: `${URL}/dismiss`, headers: headers(person) });
const share = (eventId: string, person?: Person) => {
  const payload: z.input<typeof shareBody> = { eventId };
  return t.app.inject({ method: 'POST', url: `${URL}/share`, headers: headers(person), payload });
};
const checklist = async (person: Person) => expectReply(await state(person), 200, gettingStartedReply);

const FREE = { tickets: [{ name: 'Entry', price: 0, quantity: 10 }] };
const NOTHING = { profile: false, payouts: false, firstEvent: false, publish: false, share: false };

describe('GET /api/v1/getting_started', () => {
  it("shows a new user's empty checklist with their own handle", async () => {
    const person = await signUpUser(t.app);
    expect(await checklist(person)).toEqual({ username: person.user.username, items: NOTHING, publishedEvent: null, dismissed: false, show: true });
  });

  it('ticks each item from the data: bio, payout account, a draft, a published event, a share; then hides itself', async () => {
    const person = await signUpUser(t.app);
    const id = person.user.id;
    await t.db.update(profiles).set({ description: 'Jazz nights in Leeds' }).where(eq(profiles.id, id));
    expect((await checklist(person)).items).toEqual({ ...NOTHING, profile: true });
    await t.db.update(profiles).set({ paymentAccountId: 'acct_test' }).where(eq(profiles.id, id));
    expect((await checklist(person)).items).toEqual({ ...NOTHING, profile: true, payouts: true });
    await makeEvent(t, person, id, { name: 'Draft night', publish: false });
    expect((await checklist(person)).items).toMatchObject({ firstEvent: true, publish: false });
    const event = await makeEvent(t, person, id, { name: 'Open night' });
    const published = await checklist(person);
    expect(published.items).toMatchObject({ publish: true, share: false });
    expect(published.publishedEvent).toEqual({
      id: event.id,
      name: 'Open night',
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/event/${event.id}$`)),
    });
    expect(published.show).toBe(true);
    const shared = expectReply(await share(event.id, person), 200, gettingStartedReply);
    expect(shared.items).toEqual({ profile: true, payouts: true, firstEvent: true, publish: true, share: true });
    expect(shared.show).toBe(false);
  });

  it("counts an organization's picture and events for its team member", async () => {
    const person = await signUpUser(t.app);
    const school = await createSchool(t, person, 'Leeds Jazz Club', `ljc-${Date.now().toString(36)}`);
    await t.db.update(profiles).set({ avatarUploadId: crypto.randomUUID() }).where(eq(profiles.id, school.id));
    await makeEvent(t, person, school.id, { publish: false });
    expect((await checklist(person)).items).toEqual({ ...NOTHING, profile: true, firstEvent: true });
  });

  it('is not for a buyer with no organizer side, and is again once they make an event', async () => {
    const [seller, fan] = [await signUpUser(t.app), await signUpUser(t.app)];
    const event = await makeEvent(t, seller, seller.user.id, FREE);
    // A free order, even one not yet confirmed: the account came to buy.
    await order(t, event.id, { tickets: { [event.ticketIds[0]!]: 1 } }, { person: fan });
    expect(await checklist(fan)).toMatchObject({ items: NOTHING, dismissed: false, show: false });
    await makeEvent(t, fan, fan.user.id, { publish: false });
    expect(await checklist(fan)).toMatchObject({ items: { ...NOTHING, firstEvent: true }, show: true });
  });

  it("is for a buyer on an organization's team", async () => {
    const [seller, fan] = [await signUpUser(t.app), await signUpUser(t.app)];
    const event = await makeEvent(t, seller, seller.user.id, FREE);
    await order(t, event.id, { tickets: { [event.ticketIds[0]!]: 1 } }, { person: fan });
    await createSchool(t, fan, 'Fan Club', `fc-${Date.now().toString(36)}`);
    expect(await checklist(fan)).toMatchObject({ items: NOTHING, show: true });
  });

  it("never shows another user's data", async () => {
    const [busy, fresh] = [await signUpUser(t.app), await signUpUser(t.app)];
    await t.db.update(profiles).set({ description: 'Busy', paymentAccountId: 'acct_busy' }).where(eq(profiles.id, busy.user.id));
    await makeEvent(t, busy, busy.user.id);
    expect(await checklist(fresh)).toMatchObject({ username: fresh.user.username, items: NOTHING, publishedEvent: null });
  });

  it('answers 401 signed out', async () => {
    for (const res of [await state(), await dismiss(), await share(crypto.randomUUID())]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject(errorShape);
    }
  });
});

describe('POST /api/v1/getting_started/dismiss', () => {
  it('hides the checklist for good, twice is the same', async () => {
    const person = await signUpUser(t.app);
    const first = expectReply(await dismiss(person), 200, gettingStartedReply);
    expect(first).toMatchObject({ dismissed: true, show: false, items: NOTHING });
    expectReply(await dismiss(person), 200, gettingStartedReply);
    expect(await checklist(person)).toMatchObject({ dismissed: true, show: false });
  });

  it("hides only the caller's checklist", async () => {
    const [one, other] = [await signUpUser(t.app), await signUpUser(t.app)];
    await dismiss(one);
    expect(await checklist(other)).toMatchObject({ dismissed: false, show: true });
  });
});

describe('POST /api/v1/getting_started/share', () => {
  it("refuses another's event, a draft and an unknown id with 404, and a bad id with 422", async () => {
    const [person, stranger] = [await signUpUser(t.app), await signUpUser(t.app)];
    const theirs = await makeEvent(t, stranger, stranger.user.id);
    const draft = await makeEvent(t, person, person.user.id, { publish: false });
    for (const id of [theirs.id, draft.id, crypto.randomUUID()]) {
      const res = await share(id, person);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(errorShape);
    }
    expect((await share('not-a-uuid', person)).statusCode).toBe(422);
    expect((await checklist(person)).items.share).toBe(false);
  });
});
