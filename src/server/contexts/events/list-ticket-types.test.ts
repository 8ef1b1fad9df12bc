import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MANAGE_EVENT_MESSAGES, managedEventReply, ticketTypesReply } from '../../../contracts/events-management.ts';
import { privateLists, ticketTypePrivateLists } from '../../platform/db/schema/index.ts';
import { course, headers, makeEvent, putTickets, type Person, type TicketTypeInput } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertList } from '../private-lists/private-lists.fixtures.ts';

/**
 * The ticket type editor's private access list tickets (content-management 2.5, issue 13): a ticket type of
 * visibility 'list' names the owner's live lists and a purchase limit per share code.
 */
const t = useTestApp();
let owner: Person;
let eventId: string;
beforeAll(async () => {
  owner = await signUpUser(t.app);
  ({ id: eventId } = await makeEvent(t, owner, owner.user.id, { publish: false }));
});

const put = (ticketTypes: TicketTypeInput[], p: Person | undefined = owner) =>
  t.app.inject({ method: 'PUT', url: course(eventId, '/tickets'), headers: headers(p), payload: { ticketTypes } });
const listTicket = (patch: Partial<TicketTypeInput>): TicketTypeInput => ({ name: 'Inner circle', quantity: 20, visibilityScope: 'list', ...patch });

describe('list ticket types in the editor', () => {
  it('saves the lists and the limit per code, reads them back, and replaces them on the next save', async () => {
    const [a, b] = [await insertList(t.db, owner.user.id, [], 'A'), await insertList(t.db, owner.user.id, [], 'B')];
    const [saved] = await putTickets(t, owner, eventId, [listTicket({ customUserListIds: [a.list.id, b.list.id], quantityPerCode: 2 })]);
    expect(saved).toMatchObject({ visibilityScope: 'list', quantityPerCode: 2, code: null });
    expect(new Set(saved!.customUserListIds)).toEqual(new Set([a.list.id, b.list.id]));
    const reply = expectReply(await t.app.inject({ method: 'GET', url: course(eventId), headers: headers(owner) }), 200, managedEventReply);
    expect(reply.ticketTypes[0]!.customUserListIds).toHaveLength(2);

    const [again] = await putTickets(t, owner, eventId, [listTicket({ id: saved!.id, customUserListIds: [b.list.id], quantityPerCode: 4 })]);
    expect(again).toMatchObject({ id: saved!.id, customUserListIds: [b.list.id], quantityPerCode: 4 });

    // A deleted list drops out of the editor; another visibility keeps no lists nor limit.
    await t.db.update(privateLists).set({ deletedAt: new Date() }).where(eq(privateLists.id, b.list.id));
    expect(
      expectReply(await t.app.inject({ method: 'GET', url: course(eventId), headers: headers(owner) }), 200, managedEventReply).ticketTypes[0]!
        .customUserListIds,
    ).toEqual([]);
    const [pub] = await putTickets(t, owner, eventId, [
      { id: saved!.id, name: 'Inner circle', quantity: 20, customUserListIds: [a.list.id], quantityPerCode: 4 },
    ]);
    expect(pub).toMatchObject({ visibilityScope: 'public', customUserListIds: [], quantityPerCode: null });
    expect(await t.db.select().from(ticketTypePrivateLists).where(eq(ticketTypePrivateLists.ticketTypeId, saved!.id))).toEqual([]);
  });

  it.each<[string, { customUserListIds?: string[]; quantityPerCode?: number }, string, string]>([
    ['no list', { quantityPerCode: 2 }, 'customUserListIds', MANAGE_EVENT_MESSAGES.listRequired],
    ['no limit per code', { customUserListIds: ['mine'] }, 'quantityPerCode', MANAGE_EVENT_MESSAGES.perCodeRequired],
    ['another owner’s list', { customUserListIds: ['theirs'], quantityPerCode: 2 }, 'customUserListIds', MANAGE_EVENT_MESSAGES.unknownList],
    ['a deleted list', { customUserListIds: ['deleted'], quantityPerCode: 2 }, 'customUserListIds', MANAGE_EVENT_MESSAGES.unknownList],
    [
      'an unknown list',
      { customUserListIds: ['00000000-0000-4000-8000-000000000000'], quantityPerCode: 2 },
      'customUserListIds',
      MANAGE_EVENT_MESSAGES.unknownList,
    ],
  ])('refuses %s (422 on the field)', async (_name, patch, field, message) => {
    const other = await signUpUser(t.app);
    const ids: Record<string, string> = {
      mine: (await insertList(t.db, owner.user.id, [])).list.id,
      theirs: (await insertList(t.db, other.user.id, [])).list.id,
      deleted: (await insertList(t.db, owner.user.id, [])).list.id,
    };
    await t.db.update(privateLists).set({ deletedAt: new Date() }).where(eq(privateLists.id, ids.deleted!));
    const lists = patch.customUserListIds?.map((id) => ids[id] ?? id);
    const res = await put([listTicket({ ...patch, ...(lists ? { customUserListIds: lists } : {}) })]);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ [`ticketTypes.0.${field}`]: message });
  });

  it('refuses a limit per code below 1 and too many lists before any code runs', async () => {
    expect((await put([listTicket({ customUserListIds: [], quantityPerCode: 0 })])).statusCode).toBe(422);
    const many = Array.from({ length: 21 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await put([listTicket({ customUserListIds: many, quantityPerCode: 1 })])).statusCode).toBe(422);
  });

  it('needs the event’s admin access: 401 signed out, 403 for others', async () => {
    const { list } = await insertList(t.db, owner.user.id, []);
    const body = [listTicket({ customUserListIds: [list.id], quantityPerCode: 1 })];
    expect((await t.app.inject({ method: 'PUT', url: course(eventId, '/tickets'), payload: { ticketTypes: body } })).statusCode).toBe(401);
    expect((await put(body, await signUpUser(t.app))).statusCode).toBe(403);
    expectReply(await put(body), 200, ticketTypesReply);
  });
});
