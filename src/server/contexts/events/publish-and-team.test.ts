import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import {
  addMember,
  course,
  createEvent,
  createSchool,
  errorShape,
  headers,
  inDays,
  makeEvent,
  putTickets,
  type Person,
} from '../../testing/events.ts';
import { eventCollaborators, events, notifications } from '../../platform/db/schema/index.ts';
import { EVENT_MESSAGES } from '../../../contracts/events.ts';
import { PUBLISH_MESSAGES } from '../../../domain/events.ts';

const t = useTestApp();

const publish = (id: string, p?: Person) => t.app.inject({ method: 'POST', url: course(id, '/publish'), headers: headers(p) });

describe('publish', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await signUpUser(t.app);
  });

  it('answers the messages of every failed check with 422 and stays a draft', async () => {
    const { event } = await createEvent(t, owner, { ownerId: owner.user.id, name: 'Unready' });
    const res = await publish(event.id, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      ...errorShape,
      code: 'validation_failed',
      message: PUBLISH_MESSAGES.dates,
      messages: [PUBLISH_MESSAGES.dates, PUBLISH_MESSAGES.location, PUBLISH_MESSAGES.tickets],
      fieldErrors: { dates: PUBLISH_MESSAGES.dates, location: PUBLISH_MESSAGES.location, tickets: PUBLISH_MESSAGES.tickets },
    });
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.published).toBe(false);
  });

  it('refuses an event whose only date has passed', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { publish: false });
    await t.app.inject({ method: 'PATCH', url: course(id), headers: headers(owner), payload: { startsAt: inDays(-3), endsAt: inDays(-3, 2) } });
    const res = await publish(id, owner);
    expect(res.json().messages).toEqual([PUBLISH_MESSAGES.startInPast]);
  });

  it('publishes a ready event: true, published with a date, idempotent', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { publish: false, details: { locationSetting: 'tba', location: {} } });
    const res = await publish(id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ published: true, publishedAt: expect.any(Date) });
    expect((await publish(id, owner)).json()).toBe(true);
    const [again] = await t.db.select().from(events).where(eq(events.id, id));
    expect(again!.publishedAt).toEqual(row!.publishedAt);
  });

  it('online-only events need online tickets, not a venue', async () => {
    const { event } = await createEvent(t, owner, {
      ownerId: owner.user.id,
      name: 'Stream',
      startsAt: inDays(2),
      endsAt: inDays(2, 1),
      inPerson: false,
      online: true,
    });
    await putTickets(t, owner, event.id, [{ name: 'Seat', quantity: 5 }]);
    expect((await publish(event.id, owner)).json().messages).toEqual([PUBLISH_MESSAGES.onlineTickets]);
    await putTickets(t, owner, event.id, [{ name: 'Stream access', quantity: 500, attendanceType: 'online' }]);
    expect((await publish(event.id, owner)).statusCode).toBe(200);
  });

  it('needs a session and the right', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { publish: false });
    expect((await publish(id)).statusCode).toBe(401);
    expect((await publish(id, await signUpUser(t.app))).statusCode).toBe(403);
    expect((await publish('00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
  });

  it('keeps the spec texts for the web app', () => {
    expect(EVENT_MESSAGES.publishSuccess).toBe('Your event is live. You can now share the link and start selling tickets.');
    expect(EVENT_MESSAGES.publishFailed).toBe('Failed to publish event');
    expect(EVENT_MESSAGES.draftBanner).toBe('Draft mode: hidden from public view.');
  });
});

describe('collaborators (teachings)', () => {
  let owner: Person, adminHelper: Person, door: Person, doorStats: Person, basic: Person, stranger: Person, orgMember: Person;
  let school: { id: string; username: string };
  let eventId: string;
  const teachings: Record<string, string> = {};

  const add = (payload: object, p?: Person) => t.app.inject({ method: 'POST', url: course(eventId, '/teachings'), payload, headers: headers(p) });

  beforeAll(async () => {
    const people = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => signUpUser(t.app)));
    [owner, adminHelper, door, doorStats, basic, stranger, orgMember] = people as [Person, Person, Person, Person, Person, Person, Person];
    school = await createSchool(t, orgMember, 'Helping Hands', 'helping-hands');
    ({ id: eventId } = await makeEvent(t, owner, owner.user.id, { publish: false, name: 'Team Night' }));
  });

  it('adds people by id or username and organizations, each with an access setting', async () => {
    const added: [Person, { profileId?: string; username?: string; accessSetting?: string }][] = [
      [adminHelper, { profileId: adminHelper.user.id, accessSetting: 'admin' }],
      [door, { username: door.user.username.toUpperCase(), accessSetting: 'door' }],
      [doorStats, { profileId: doorStats.user.id, accessSetting: 'door_with_stats' }],
      [basic, { profileId: basic.user.id }],
    ];
    for (const [person, body] of added) {
      const res = await add(body, owner);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().collaborator).toMatchObject({ profile: { id: person.user.id, type: 'user' }, accessSetting: body.accessSetting ?? 'basic' });
      teachings[person.user.id] = res.json().collaborator.id;
    }
    const org = await add({ username: 'helping-hands', accessSetting: 'door' }, owner);
    expect(org.json().collaborator.profile).toMatchObject({ id: school.id, type: 'school' });
    teachings[school.id] = org.json().collaborator.id;

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, door.user.id));
    expect(note).toMatchObject({ link: `/event/${eventId}`, actorId: owner.user.id });
    expect(note!.content).toContain('added you to the team of <strong>Team Night</strong>');
    const managed = (await t.app.inject({ method: 'GET', url: course(eventId), headers: headers(owner) })).json();
    expect(managed.collaborators).toHaveLength(5);
  });

  it.each([
    ['nobody chosen', {}, 'profileId', 'Choose a person or organization'],
    ['an unknown username', { username: 'no-such-person' }, 'username', "We couldn't find an Ovation account by that name."],
    ['the owner', { profileId: 'OWNER' }, 'profileId', 'The organizer already manages this event'],
    ['someone already added', { profileId: 'BASIC' }, 'profileId', 'Already added'],
    ['an unknown access setting', { profileId: 'STRANGER', accessSetting: 'superuser' }, 'accessSetting', undefined],
  ])('refuses %s', async (_label, body, field, message) => {
    const ids: Record<string, string> = { OWNER: owner.user.id, BASIC: basic.user.id, STRANGER: stranger.user.id };
    const payload = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, ids[v as string] ?? v]));
    const res = await add(payload, owner);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
    if (message) expect(res.json().fieldErrors[field]).toBe(message);
  });

  it.each<[string, () => Person, Record<'read' | 'edit' | 'team' | 'publish' | 'remove', number>]>([
    ['admin', () => adminHelper, { read: 200, edit: 200, team: 201, publish: 422, remove: 403 }],
    ['door', () => door, { read: 200, edit: 403, team: 403, publish: 403, remove: 403 }],
    ['door_with_stats', () => doorStats, { read: 200, edit: 403, team: 403, publish: 403, remove: 403 }],
    ['basic', () => basic, { read: 200, edit: 403, team: 403, publish: 403, remove: 403 }],
    ['organization member of a door collaborator', () => orgMember, { read: 200, edit: 403, team: 403, publish: 403, remove: 403 }],
    ['stranger', () => stranger, { read: 403, edit: 403, team: 403, publish: 403, remove: 403 }],
  ])('a %s collaborator may do what the setting allows', async (_label, who, expected) => {
    const p = who();
    const read = await t.app.inject({ method: 'GET', url: course(eventId), headers: headers(p) });
    expect(read.statusCode).toBe(expected.read);
    if (read.statusCode === 200) expect(read.json().permissions.buttons.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'PATCH', url: course(eventId), headers: headers(p), payload: { name: 'Team Night' } })).statusCode).toBe(
      expected.edit,
    );
    const temp = await add({ profileId: stranger.user.id, accessSetting: 'basic' }, p);
    expect(temp.statusCode).toBe(expected.team);
    if (temp.statusCode === 201)
      await t.app.inject({ method: 'DELETE', url: course(eventId, `/teachings/${temp.json().collaborator.id}`), headers: headers(owner) });
    // Publishing is allowed for admins; this draft has no date in the future problem, only the check result.
    const pub = await publish(eventId, p);
    expect(pub.statusCode === 200 ? 422 : pub.statusCode).toBe(expected.publish);
    await t.db.update(events).set({ published: false }).where(eq(events.id, eventId));
    expect((await t.app.inject({ method: 'DELETE', url: course(eventId), headers: headers(p) })).statusCode).toBe(expected.remove);
  });

  it('the team manager changes an access setting and removes a collaborator', async () => {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: course(eventId, `/teachings/${teachings[basic.user.id]}`),
      headers: headers(adminHelper),
      payload: { accessSetting: 'door' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().collaborator.accessSetting).toBe('door');
    const missing = await t.app.inject({
      method: 'PATCH',
      url: course(eventId, '/teachings/00000000-0000-4000-8000-000000000000'),
      headers: headers(owner),
      payload: { accessSetting: 'door' },
    });
    expect(missing.statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: course(eventId, `/teachings/${teachings[basic.user.id]}`), headers: headers(owner) });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(eventCollaborators).where(eq(eventCollaborators.id, teachings[basic.user.id]!))).toEqual([]);
  });

  describe('self-removal from the event page', () => {
    const leave = (profileId: string, teachingId: string, p?: Person) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/profiles/${profileId}/teachings/${teachingId}`, headers: headers(p) });

    it('lets a collaborator leave, and nobody remove someone else', async () => {
      expect((await leave(door.user.id, teachings[door.user.id]!)).statusCode).toBe(401);
      const other = await leave(door.user.id, teachings[door.user.id]!, stranger);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject(errorShape);
      // The teaching id must belong to the profile.
      expect((await leave(doorStats.user.id, teachings[door.user.id]!, doorStats)).statusCode).toBe(404);
      expect((await leave(door.user.id, teachings[door.user.id]!, door)).statusCode).toBe(200);
      const left = await t.db
        .select()
        .from(eventCollaborators)
        .where(and(eq(eventCollaborators.eventId, eventId), eq(eventCollaborators.profileId, door.user.id)));
      expect(left).toEqual([]);
      expect((await leave(door.user.id, teachings[door.user.id]!, door)).statusCode).toBe(404);
    });

    it('lets an organization member take the organization off the event', async () => {
      expect((await leave(school.id, teachings[school.id]!, orgMember)).statusCode).toBe(200);
    });

    it('never removes the owner', async () => {
      const orgOwner = await signUpUser(t.app);
      const org = await createSchool(t, orgOwner, 'Owner Org', 'owner-org-test');
      const { id } = await makeEvent(t, orgOwner, org.id, { publish: false });
      // A collaborator row naming the owner can only exist through the database; it still may not be removed.
      const [row] = await t.db.insert(eventCollaborators).values({ eventId: id, profileId: org.id, accessSetting: 'admin' }).returning();
      await addMember(t, org.id, stranger.user.id);
      const res = await leave(org.id, row!.id, orgOwner);
      expect(res.statusCode).toBe(403);
    });
  });
});
