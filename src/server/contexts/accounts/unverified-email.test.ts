import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VERIFY_EMAIL_MESSAGES } from '../../../contracts/accounts.ts';
import { TEAM_MESSAGES } from '../../../contracts/team.ts';
import { TRANSFER_MESSAGES } from '../../../contracts/tickets.ts';
import { notifications, orderItems } from '../../platform/db/schema/index.ts';
import { mailsAfterJobs, signUpUser, useTestApp, verificationTokens } from '../../testing/test-app.ts';
import { createSchool, errorShape, headers, type Person } from '../../testing/events.ts';
import { attendeesFor, complete, confirm, order, paidEvent, payCard } from '../checkout/checkout.fixtures.ts';
import { makeTicketFixture } from '../tickets/tickets.fixtures.ts';

/** No right comes from an e-mail address before its owner verified it (issue 9): someone signing up with it gets none. */
const t = useTestApp();
let owner: Person;

beforeAll(async () => {
  owner = await signUpUser(t.app, { firstName: 'Olivia', lastName: 'Owner' });
});

const patronTickets = (p: Person) => t.app.inject({ method: 'GET', url: '/api/v1/patron/tickets', headers: headers(p) });
const eventNames = async (p: Person) =>
  (await patronTickets(p))
    .json()
    .data.map((g: { eventName: string }) => g.eventName)
    .sort();
const transfer = (id: string, email: string, p: Person) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/registrations/${id}/transfer`,
    headers: headers(p),
    payload: { user: { name: 'Joan Clarke', email } },
  });
const notificationsOf = (p: Person) => t.db.select().from(notifications).where(eq(notifications.userId, p.user.id));

/** Opens the verification link mailed to the person (signed out: the link is the capability). */
async function verifyByMail(p: Person) {
  const [token] = await verificationTokens(t, p.email);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify_email', payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
}

/** The token of the newest link to `path` mailed to `to`. */
async function linkTokenTo(to: string, path: string) {
  const rows = (await mailsAfterJobs(t, to)).filter((m) => m.text.includes(path));
  return new RegExp(`${path}([A-Za-z0-9_-]+)`).exec(rows.at(-1)!.text)![1]!;
}

describe('an account with an unverified e-mail', () => {
  it("sees none of the address's guest tickets, attendee tickets or transfers until it verifies", async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const friend = await signUpUser(t.app);
    const guest = await makeTicketFixture(t, { owner, buyer: null, buyerEmail: victim, count: 1, price: 0, event: { name: 'Guest Gala' } });
    const attendee = await makeTicketFixture(t, {
      owner,
      buyer: friend,
      count: 1,
      price: 0,
      event: { name: 'Attendee Gala' },
      attendees: [{ firstName: 'Vic', lastName: 'Tim', email: victim }],
    });
    const given = await makeTicketFixture(t, { owner, buyer: friend, count: 1, price: 0, event: { name: 'Transfer Gala' } });
    expect((await transfer(given.items[0]!.id, victim, friend)).statusCode).toBe(200);
    const claimToken = await linkTokenTo(victim, '/tickets/claim/');

    const squatter = await signUpUser(t.app, { email: victim, verified: false });
    expect((await patronTickets(squatter)).json()).toMatchObject({ data: [], totalCount: 0 });
    const refused = await transfer(guest.items[0]!.id, 'elsewhere@example.com', squatter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ ...errorShape, message: TRANSFER_MESSAGES.forbidden });
    const claim = await t.app.inject({ method: 'POST', url: `/api/v1/registrations/claim/${claimToken}`, headers: headers(squatter) });
    expect(claim.statusCode).toBe(403);
    expect(claim.json()).toMatchObject({ ...errorShape, message: VERIFY_EMAIL_MESSAGES.required });
    const resendClaim = await t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${attendee.items[0]!.id}/claim_email`,
      headers: headers(squatter),
    });
    expect(resendClaim.statusCode).toBe(403);

    await verifyByMail(squatter);
    expect(await eventNames(squatter)).toEqual(['Attendee Gala', 'Guest Gala', 'Transfer Gala']);
    const claimed = await t.app.inject({ method: 'POST', url: `/api/v1/registrations/claim/${claimToken}`, headers: headers(squatter) });
    expect(claimed.statusCode, claimed.body).toBe(200);
  });

  it('hears of a transfer to its address in the app only once verified (the e-mail goes out anyway)', async () => {
    const sender = await signUpUser(t.app);
    const unverified = await signUpUser(t.app, { verified: false });
    const f = await makeTicketFixture(t, { owner, buyer: sender, count: 2, price: 0, event: { name: 'Notice Gala' } });
    expect((await transfer(f.items[0]!.id, unverified.email, sender)).statusCode).toBe(200);
    await linkTokenTo(unverified.email, '/tickets/claim/');
    expect(await notificationsOf(unverified)).toHaveLength(0);
    await verifyByMail(unverified);
    expect((await transfer(f.items[1]!.id, unverified.email, sender)).statusCode).toBe(200);
    expect(await notificationsOf(unverified)).toHaveLength(1);
  });

  it('cannot accept a team invitation for its address, nor is told of it in the app, until it verifies', async () => {
    const school = await createSchool(t, owner, 'Verified Hall', `verified-hall-${Date.now()}`);
    const invitee = await signUpUser(t.app, { verified: false });
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile_management/affiliations',
      headers: headers(owner),
      payload: { ownerId: school.id, email: invitee.email, admin: true, receiveNotifications: false, hidden: false },
    });
    expect(add.statusCode, add.body).toBe(200);
    const token = await linkTokenTo(invitee.email, '/invitations/');
    expect(await notificationsOf(invitee)).toHaveLength(0);
    const accept = () => t.app.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept`, headers: headers(invitee) });
    const refused = await accept();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ ...errorShape, message: TEAM_MESSAGES.invitationUnverified });

    await verifyByMail(invitee);
    const accepted = await accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().organization).toMatchObject({ id: school.id });
  });

  it('is not made the holder of tickets bought with its address at checkout; a verified one is', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { name: 'Holder Gala' });
    const holderOf = async (email: string) => {
      const created = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } });
      const buyerAttributes = { firstName: 'Guest', lastName: 'Buyer', email, emailConfirm: email };
      const res = await confirm(t, created.order.id, { buyerAttributes, attendeesAttributes: attendeesFor(created.order.items) });
      expect(res.statusCode, res.body).toBe(200);
      await payCard(t, res.json().paymentRequest);
      expect((await complete(t, created.order.id)).json().status).toBe('succeeded');
      const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, created.order.id));
      return item!.holderUserId;
    };
    const unverified = await signUpUser(t.app, { verified: false });
    const verified = await signUpUser(t.app);
    expect(await holderOf(unverified.email)).toBeNull();
    expect(await holderOf(verified.email)).toBe(verified.user.id);
  });
});
