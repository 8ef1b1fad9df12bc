import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, CHECKOUT_REASONS, SHARE_CODE_TEXTS, orderReply, validateCodeReply } from '../../../contracts/checkout.ts';
import { ticketsReply } from '../../../contracts/events.ts';
import { guestsReply, ticketPageReply } from '../../../contracts/tickets.ts';
import { privateListMembers, privateLists } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertList } from '../private-lists/private-lists.fixtures.ts';
import { addCollaborator } from '../tickets/tickets.fixtures.ts';
import { sweepExpiredHolds } from './checkout.jobs.ts';
import { attendeesFor, buy, buyer, completionDeps, confirm, expireHolds, order, paidEvent, postOrder } from './checkout.fixtures.ts';
import { broughtBy, codeUsed, listEvent } from './list-checkout.fixtures.ts';

/**
 * Private access list tickets at checkout (buyer-side 2.7, 2.9; content-management 2.5): guests never see them, a
 * member (verified e-mail on the list) sees and buys them, a friend with the member's share code buys within what
 * the code has left, and the order, the ticket page and the guests page say who brought whom.
 */
const t = useTestApp();
let owner: Person;
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

const get = (url: string, p?: Person) => t.app.inject({ method: 'GET', url, headers: headers(p) });
const ticketNames = async (eventId: string, p?: Person) =>
  expectReply(await get(`/api/v1/tickets?eventId=${eventId}`, p), 200, ticketsReply).tickets.map((x) => x.name);
const validate = (eventId: string, code: string, p?: Person, applied = '') =>
  get(`/api/v1/tickets/validate_code?eventId=${eventId}&promoCode=${code}${applied ? `&appliedCodes=${applied}` : ''}`, p);
const cancel = (orderId: string, p: Person) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/cancel?status=canceled`, headers: headers(p) });

describe('who sees list tickets', () => {
  it('guests, strangers and unverified members never; a verified member with what their code has left; managers all', async () => {
    const [member, unverified, stranger] = [await signUpUser(t.app), await signUpUser(t.app, { verified: false }), await signUpUser(t.app)];
    const { eventId, exclusiveId } = await listEvent(t, owner, { emails: [member.email, unverified.email], quantityPerCode: 3 });

    expect(await ticketNames(eventId)).toEqual(['Public']);
    expect(await ticketNames(eventId, stranger)).toEqual(['Public']);
    expect(await ticketNames(eventId, unverified)).toEqual(['Public']);
    const seen = expectReply(await get(`/api/v1/tickets?eventId=${eventId}`, member), 200, ticketsReply).tickets;
    expect(seen.map((x) => x.name)).toEqual(['Public', 'Exclusive']);
    // Its own code's quantity, as a secret code's; the code itself is never in the list.
    expect(seen[1]).toMatchObject({
      id: exclusiveId,
      secret: true,
      quantityPerCode: 3,
      initialQuantityPerCode: 3,
      code: null,
      customUserListsCode: null,
    });
    expect((await get(`/api/v1/tickets?eventId=${eventId}`, owner)).json().tickets[1]).toMatchObject({ name: 'Exclusive', quantityPerCode: null });

    for (const who of [undefined, stranger, unverified]) {
      const refused = await postOrder(t, eventId, { tickets: { [exclusiveId]: 1 } }, { person: who });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fieldErrors).toEqual({ [`tickets.${exclusiveId}`]: CHECKOUT_MESSAGES.ticketUnavailable });
    }
  });

  it('an event selling only list tickets shows its ticket button to members only', async () => {
    const member = await signUpUser(t.app);
    const { list } = await insertList(t.db, owner.user.id, [member.email]);
    const { id } = await paidEvent(t, owner, {
      tickets: [{ name: 'Party', price: 0, quantity: 10, visibilityScope: 'list', customUserListIds: [list.id], quantityPerCode: 1 }],
    });
    expect((await get(`/api/v1/events/${id}`)).json().event.inPersonTicketsAvailable).toBe(false);
    expect((await get(`/api/v1/events/${id}`, member)).json().event.inPersonTicketsAvailable).toBe(true);
  });
});

describe('a member buys for themselves', () => {
  it('attributed to their own membership, counted against their code, given back when the order is cancelled', async () => {
    const member = await signUpUser(t.app);
    const { eventId, exclusiveId, members } = await listEvent(t, owner, { emails: [member.email], quantityPerCode: 3 });
    const me = members[0]!;

    const first = await order(t, eventId, { tickets: { [exclusiveId]: 2 } }, { person: member });
    expect(first.order.userRequired).toBe(true);
    expect(first.order.secretCodes).toEqual([]);
    expect(await broughtBy(t, first.order.id)).toBe(me.id);
    expect(await codeUsed(t, me.id, exclusiveId)).toBe(2);
    expect((await get(`/api/v1/tickets?eventId=${eventId}`, member)).json().tickets[1].quantityPerCode).toBe(1);

    const tooMany = await postOrder(t, eventId, { tickets: { [exclusiveId]: 2 } }, { person: member });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      reason: CHECKOUT_REASONS.codeExhausted,
      fieldErrors: { [`tickets.${exclusiveId}`]: CHECKOUT_MESSAGES.codeExhausted },
    });
    expect(await codeUsed(t, me.id, exclusiveId)).toBe(2);

    expect((await cancel(first.order.id, member)).statusCode).toBe(200);
    expect(await codeUsed(t, me.id, exclusiveId)).toBe(0);
  });

  it('an event admin sells them without a code: nothing counted, no one attributed', async () => {
    const member = await signUpUser(t.app);
    const { eventId, exclusiveId, members } = await listEvent(t, owner, { emails: [member.email], quantityPerCode: 1 });
    const own = await order(t, eventId, { tickets: { [exclusiveId]: 2 } }, { person: owner });
    expect(await broughtBy(t, own.order.id)).toBeNull();
    expect(await codeUsed(t, members[0]!.id, exclusiveId)).toBe(0);
  });
});

describe("a friend with a member's share code", () => {
  it('reveals the list tickets, needs an account, buys within what is left and is attributed to the member', async () => {
    const [member, friend, other] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    const { eventId, exclusiveId, members } = await listEvent(t, owner, { emails: [member.email], quantityPerCode: 3 });
    const { id: memberId, shareCode } = members[0]!;

    const signedOut = await validate(eventId, shareCode.toLowerCase());
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({
      reason: CHECKOUT_REASONS.codeNeedsAccount,
      message: SHARE_CODE_TEXTS.logInToUse,
      fieldErrors: { promoCode: SHARE_CODE_TEXTS.logInToUse },
    });
    const guestOrder = await postOrder(t, eventId, { tickets: { [exclusiveId]: 1 }, customUserListsCodes: [shareCode] });
    expect(guestOrder.statusCode).toBe(401);

    const revealed = expectReply(await validate(eventId, shareCode, friend), 200, validateCodeReply);
    expect(revealed.promoCode).toBeNull();
    expect(revealed.tickets).toEqual([
      expect.objectContaining({
        id: exclusiveId,
        code: shareCode,
        customUserListsCode: shareCode,
        secret: true,
        quantityPerCode: 3,
        initialQuantityPerCode: 3,
      }),
    ]);

    // The spec's field, and the code box's way (secretCodes), both work.
    const bought = await order(t, eventId, { tickets: { [exclusiveId]: 2 }, customUserListsCodes: [shareCode.toLowerCase()] }, { person: friend });
    expect(await broughtBy(t, bought.order.id)).toBe(memberId);
    expect(bought.order.secretCodes).toEqual([shareCode]);
    expect(await codeUsed(t, memberId, exclusiveId)).toBe(2);
    expect((await validate(eventId, shareCode, other)).json().tickets[0].quantityPerCode).toBe(1);
    const tooMany = await postOrder(t, eventId, { tickets: { [exclusiveId]: 2 }, secretCodes: [shareCode] }, { person: other });
    expect(tooMany.json().reason).toBe(CHECKOUT_REASONS.codeExhausted);
    const last = await order(t, eventId, { tickets: { [exclusiveId]: 1 }, secretCodes: [shareCode] }, { person: other });
    expect(await broughtBy(t, last.order.id)).toBe(memberId);

    // Nothing left: the code says so, and the member's own list shows 0.
    const exhausted = await validate(eventId, shareCode, await signUpUser(t.app));
    expect(exhausted.json()).toMatchObject({ reason: CHECKOUT_REASONS.codeExhausted, message: CHECKOUT_MESSAGES.codeExhausted });
    expect((await get(`/api/v1/tickets?eventId=${eventId}`, member)).json().tickets[1].quantityPerCode).toBe(0);

    // The code is the buyer's: the friend reads it back, the organizer's door view of the order does not.
    expect(expectReply(await get(`/api/v1/orders/${bought.order.id}`, friend), 200, orderReply).order.secretCodes).toEqual([shareCode]);
    expect(expectReply(await get(`/api/v1/orders/${bought.order.id}`, owner), 200, orderReply).order.secretCodes).toEqual([]);

    // A changed selection keeps the count right: the uses follow the new tickets.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${bought.order.id}`,
      headers: headers(friend),
      payload: { tickets: { [exclusiveId]: 1 }, secretCodes: [shareCode] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await codeUsed(t, memberId, exclusiveId)).toBe(2);
    // The organizer changing it without the code (they never see it): the order keeps the member who brought it.
    const byOwner = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${bought.order.id}`,
      headers: headers(owner),
      payload: { tickets: { [exclusiveId]: 2 } },
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(await broughtBy(t, bought.order.id)).toBe(memberId);
    expect(await codeUsed(t, memberId, exclusiveId)).toBe(3);
  });

  it('one share code per order, and codes of removed members or deleted lists are not recognized', async () => {
    const [a, b, c, friend] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    const { eventId, exclusiveId, list, members } = await listEvent(t, owner, { emails: [a.email, b.email, c.email], quantityPerCode: 5 });
    const [codeA, codeB, codeC] = members.map((m) => m.shareCode);

    expect((await validate(eventId, codeB!, friend, codeA)).json()).toMatchObject({
      reason: CHECKOUT_REASONS.codeNotCombinable,
      message: CHECKOUT_MESSAGES.codeNotCombinable,
    });
    const both = await postOrder(t, eventId, { tickets: { [exclusiveId]: 1 }, customUserListsCodes: [codeA!, codeB!] }, { person: friend });
    expect(both.json().reason).toBe(CHECKOUT_REASONS.codeNotCombinable);
    expect((await validate(eventId, codeA!, friend, codeA)).json().reason).toBe(CHECKOUT_REASONS.codeAlreadyUsed);

    await t.db.update(privateListMembers).set({ removedAt: new Date() }).where(eq(privateListMembers.id, members[2]!.id));
    expect((await validate(eventId, codeC!, friend)).json()).toMatchObject({
      reason: CHECKOUT_REASONS.codeUnknown,
      message: CHECKOUT_MESSAGES.codeUnknown,
    });
    // The removed member's own rights go too.
    expect(await ticketNames(eventId, c)).toEqual(['Public']);

    await t.db.update(privateLists).set({ deletedAt: new Date() }).where(eq(privateLists.id, list.id));
    expect((await validate(eventId, codeA!, friend)).json().reason).toBe(CHECKOUT_REASONS.codeUnknown);
    expect(await ticketNames(eventId, a)).toEqual(['Public']);
  });

  it('uses come back when the order times out unpaid and when a ticket is cancelled', async () => {
    const [member, friend] = [await signUpUser(t.app), await signUpUser(t.app)];
    const { eventId, exclusiveId, members } = await listEvent(t, owner, { emails: [member.email], quantityPerCode: 4 });
    const { id: memberId, shareCode } = members[0]!;

    const held = await order(t, eventId, { tickets: { [exclusiveId]: 2 }, secretCodes: [shareCode] }, { person: friend });
    expect(await codeUsed(t, memberId, exclusiveId)).toBe(2);
    await expireHolds(t, held.order.id);
    await sweepExpiredHolds(completionDeps(t));
    expect(await codeUsed(t, memberId, exclusiveId)).toBe(0);

    const orderId = await buy(t, eventId, { [exclusiveId]: 2 }, { person: member });
    expect(await codeUsed(t, memberId, exclusiveId)).toBe(2);
    const [ticket] = expectReply(await get(`/api/v1/ticket_pages/tickets/${orderId}`, member), 200, ticketPageReply).tickets;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order_items/${ticket!.id}/cancel?ownerId=${owner.user.id}`,
      headers: headers(owner),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await codeUsed(t, memberId, exclusiveId)).toBe(1);
  });
});

describe('who brought whom', () => {
  it("the member's ticket page shows their share code and their friends' tickets; no one else's does", async () => {
    const [member, friend, door] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    const { eventId, exclusiveId, members } = await listEvent(t, owner, { emails: [member.email], quantityPerCode: 5 });
    const { id: memberId, shareCode } = members[0]!;
    await addCollaborator(t, eventId, door.user.id, 'door');

    const own = await buy(t, eventId, { [exclusiveId]: 1 }, { person: member });
    const page = async (type: 'tickets' | 'ticket', id: string, p?: Person) =>
      expectReply(await get(`/api/v1/ticket_pages/${type}/${id}`, p), 200, ticketPageReply).tickets;
    expect((await page('tickets', own, member))[0]!.customUserListData).toEqual({ count: 0, shareCode });

    const friendOrder = await order(t, eventId, { tickets: { [exclusiveId]: 2 }, secretCodes: [shareCode] }, { person: friend });
    const done = await confirm(
      t,
      friendOrder.order.id,
      { buyerAttributes: buyer, attendeesAttributes: attendeesFor(friendOrder.order.items) },
      { person: friend },
    );
    expect(done.json().final).toBe(true);

    const [memberTicket] = await page('tickets', own, member);
    expect(memberTicket!.customUserListData).toEqual({ count: 2, shareCode });
    expect((await page('ticket', memberTicket!.id, member))[0]!.customUserListData).toEqual({ count: 2, shareCode });
    // Never on a friend's ticket, never to the organizer or to someone holding the link.
    for (const ticket of await page('tickets', friendOrder.order.id, friend)) expect(ticket.customUserListData).toBeNull();
    expect((await page('tickets', own, owner))[0]!.customUserListData).toBeNull();
    expect((await page('ticket', memberTicket!.id))[0]!.customUserListData).toBeNull();

    // The guests page: the friend came through the member, for the owner's managers only.
    const guests = async (p: Person) => expectReply(await get(`/api/v1/management/courses/${eventId}/registrations`, p), 200, guestsReply).data;
    const rows = await guests(owner);
    expect(rows.filter((r) => r.orderId === friendOrder.order.id).map((r) => r.via)).toEqual([{ email: member.email }, { email: member.email }]);
    expect(rows.find((r) => r.orderId === own)!.via).toBeNull();
    expect((await guests(door)).every((r) => r.via === null)).toBe(true);

    // Off the list: the block goes (the attribution stays).
    await t.db.update(privateListMembers).set({ removedAt: new Date() }).where(eq(privateListMembers.id, memberId));
    expect((await page('tickets', own, member))[0]!.customUserListData).toBeNull();
    expect((await guests(owner)).find((r) => r.orderId === friendOrder.order.id)!.via).toEqual({ email: member.email });
  });
});
