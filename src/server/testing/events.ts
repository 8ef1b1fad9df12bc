import { expect } from 'vitest';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { ProfileSummary } from '../../contracts/common.ts';
import { type createEventBody, managedEventReply, publishReply, type ticketTypesBody, ticketTypesReply } from '../../contracts/events-management.ts';
import { type createSchoolBody, createSchoolReply } from '../../contracts/organizations.ts';
import { affiliations, users } from '../platform/db/schema/index.ts';
import { expectReply } from './replies.ts';
import { signUpUser, type TestApp } from './test-app.ts';

/** Helpers the event and profile API tests share: people, organizations, events built through the API. */
export type Person = Awaited<ReturnType<typeof signUpUser>>;

export const errorShape = { code: expect.any(String), message: expect.any(String), requestId: expect.any(String) };
export const headers = (p?: Person) => (p ? { cookie: p.cookie } : {});

const DAY = 86_400_000;
/** One reference time per test file (the next whole minute), so the same call always gives the same instant. */
const BASE = Math.ceil(Date.now() / 60_000) * 60_000;
/** An ISO instant `days` (and `hours`) from now; negative is in the past. */
export function inDays(days: number, hours = 0): string {
  return new Date(BASE + days * DAY + hours * 3_600_000).toISOString();
}

export function makeAdmin(t: TestApp, userId: string) {
  return t.db.update(users).set({ admin: true }).where(eq(users.profileId, userId));
}

/** POST /api/v1/schools; returns the new organization. */
export async function createSchool(t: TestApp, owner: Person, name: string, identifier: string): Promise<ProfileSummary> {
  const payload: z.input<typeof createSchoolBody> = { name, identifier };
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/schools', headers: headers(owner), payload });
  return expectReply(res, 200, createSchoolReply).school;
}

export function addMember(t: TestApp, organizationId: string, userId: string) {
  return t.db.insert(affiliations).values({ organizationId, userId });
}

/** The people of the access tests: a school's owner, a member of its team, and a site admin from outside it. */
export async function schoolWithTeam(t: TestApp, name: string, identifier: string) {
  const [owner, member, siteAdmin] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
  await makeAdmin(t, siteAdmin.user.id);
  const school = await createSchool(t, owner, name, identifier);
  await addMember(t, school.id, member.user.id);
  return { owner, member, siteAdmin, school };
}

export const course = (eventId: string, rest = '') => `/api/v1/management/courses/${eventId}${rest}`;

export type CreateEventInput = z.input<typeof createEventBody>;
/** One ticket type of PUT .../tickets, as a test writes it (defaults left out). */
export type TicketTypeInput = z.input<typeof ticketTypesBody>['ticketTypes'][number];

/** POST /api/v1/management/courses; returns the managed event reply. */
export async function createEvent(t: TestApp, by: Person, body: CreateEventInput) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/management/courses', headers: headers(by), payload: body });
  return expectReply(res, 201, managedEventReply);
}

/** PUT /api/v1/management/courses/:eventId/tickets; returns the saved ticket types in order. */
export async function putTickets(t: TestApp, by: Person, eventId: string, ticketTypes: TicketTypeInput[]) {
  const payload: z.input<typeof ticketTypesBody> = { ticketTypes };
  const res = await t.app.inject({ method: 'PUT', url: course(eventId, '/tickets'), headers: headers(by), payload });
  return expectReply(res, 200, ticketTypesReply).ticketTypes;
}

/** POST /api/v1/management/courses/:eventId/publish, expected to succeed. */
export async function publish(t: TestApp, by: Person, eventId: string) {
  const res = await t.app.inject({ method: 'POST', url: course(eventId, '/publish'), headers: headers(by) });
  expectReply(res, 200, publishReply);
}

export interface EventOptions {
  name?: string;
  days?: number;
  /** More of the create body (replacing the defaults: dates, location). */
  details?: Partial<CreateEventInput>;
  tickets?: TicketTypeInput[];
  publish?: boolean;
}

/** A ready event a few days ahead with one ticket type, published unless told otherwise. */
export async function makeEvent(t: TestApp, by: Person, ownerId: string, opts: EventOptions = {}): Promise<{ id: string; ticketIds: string[] }> {
  const days = opts.days ?? 3;
  const created = await createEvent(t, by, {
    ownerId,
    name: opts.name ?? 'Test Concert',
    startsAt: inDays(days),
    endsAt: inDays(days, 3),
    location: { name: 'Lovelace Hall', city: 'London' },
    ...opts.details,
  });
  const tickets = await putTickets(t, by, created.event.id, opts.tickets ?? [{ name: 'General admission', price: 1500, quantity: 100 }]);
  if (opts.publish !== false) await publish(t, by, created.event.id);
  return { id: created.event.id, ticketIds: tickets.map((x) => x.id) };
}
