import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MANAGE_EVENT_MESSAGES, type ManagedTicketType, type ticketTypesBody } from '../../../contracts/events-management.ts';
import { priceCoversAbsorbedFee, ticketUnitPrice } from '../../../domain/checkout.ts';
import { TICKET_CODE_PATTERN, normalizeTicketCode } from '../../../domain/tickets.ts';
import type { Queryable } from '../../platform/db/client.ts';
import {
  eventOccurrences,
  eventQuestions,
  membershipTiers,
  privateLists,
  ticketTypePrivateLists,
  ticketTypes,
} from '../../platform/db/schema/index.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import { invalidateEventPage } from './event-page-cache.ts';
import { toManagedTicketType } from './event-views.ts';
import { admissionValues } from './ticket-admission.ts';
import { ticketSales, ticketTypesWithOrders } from './sales.ts';

export async function managedTicketTypes(db: Queryable, eventId: string): Promise<ManagedTicketType[]> {
  const sales = ticketSales(db);
  // A list ticket's live lists (a deleted list drops out of the editor and of the next save).
  const lists = sql<string[]>`coalesce((
    select array_agg(l.list_id order by pl.created_at, l.list_id) from ${ticketTypePrivateLists} l
    join ${privateLists} pl on pl.id = l.list_id and pl.deleted_at is null
    where l.ticket_type_id = ${ticketTypes.id}), '{}'::uuid[])`;
  const rows = await db
    .select({ t: ticketTypes, sold: sales.sold, lists })
    .from(ticketTypes)
    .leftJoin(sales, eq(sales.ticketTypeId, ticketTypes.id))
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt));
  return rows.map((r) => toManagedTicketType(r.t, r.sold ?? 0, r.t.visibilityScope === 'list' ? r.lists : []));
}

type TicketInput = z.infer<typeof ticketTypesBody>['ticketTypes'][number];

/** The stored values of one input, with its field errors under `ticketTypes.{i}.`. */
function ticketValues(input: TicketInput, i: number, currency: string, errors: Record<string, string>) {
  const at = (field: string) => `ticketTypes.${i}.${field}`;
  const name = input.name.trim();
  if (!name) errors[at('name')] = MANAGE_EVENT_MESSAGES.required;
  const startsSalesAt = input.startsSalesAt ? new Date(input.startsSalesAt) : null;
  const endsSalesAt = input.endsSalesAt ? new Date(input.endsSalesAt) : null;
  if (startsSalesAt && endsSalesAt && endsSalesAt <= startsSalesAt) errors[at('endsSalesAt')] = MANAGE_EVENT_MESSAGES.salesEndBeforeStart;

  const custom = input.pricingMode === 'custom_price';
  const minimumPrice = custom ? (input.minimumPrice ?? 0) : null;
  const suggestedPrice = custom ? (input.suggestedPrice ?? minimumPrice) : null;
  if (custom && suggestedPrice! < minimumPrice!) errors[at('suggestedPrice')] = MANAGE_EVENT_MESSAGES.minimumAboveSuggested;

  const secret = input.visibilityScope === 'secret';
  const code = secret && input.code ? normalizeTicketCode(input.code) : null;
  if (secret && !code) errors[at('code')] = MANAGE_EVENT_MESSAGES.codeRequired;
  else if (code && !TICKET_CODE_PATTERN.test(code)) errors[at('code')] = MANAGE_EVENT_MESSAGES.codeFormat;
  // A list ticket's purchase limit per share code is required; a secret code's is optional (empty: unlimited).
  const list = input.visibilityScope === 'list';
  if (list && input.quantityPerCode == null) errors[at('quantityPerCode')] = MANAGE_EVENT_MESSAGES.perCodeRequired;
  const price = custom ? minimumPrice! : input.price;
  if (input.absorbFees && !priceCoversAbsorbedFee(ticketUnitPrice(price, input.fee), currency, input.pricingMode))
    errors[at('absorbFees')] = MANAGE_EVENT_MESSAGES.absorbedFeeAbovePrice;

  return {
    name,
    description: input.description.trim(),
    // A custom-price ticket is listed at its minimum.
    price,
    fee: input.fee,
    quantity: input.quantity,
    startsSalesAt,
    endsSalesAt,
    category: input.category,
    attendanceType: input.attendanceType,
    visibilityScope: input.visibilityScope,
    pricingMode: input.pricingMode,
    suggestedPrice,
    minimumPrice,
    code,
    quantityPerCode: secret || list ? input.quantityPerCode : null,
    maxPerOrder: input.maxPerOrder,
    hidden: input.hidden,
    seatsCategoryKeys: [...new Set(input.seatsCategoryKeys)],
    absorbFees: input.absorbFees,
  };
}

type TierState = Map<string, { archived: boolean }>;

/** The owner's tiers, read only when some ticket type is for members. */
async function ownerTiers(db: Queryable, ownerId: string, inputs: readonly TicketInput[]): Promise<TierState> {
  if (!inputs.some((t) => t.visibilityScope === 'member')) return new Map();
  const rows = await db
    .select({ id: membershipTiers.id, archived: membershipTiers.archived })
    .from(membershipTiers)
    .where(eq(membershipTiers.ownerId, ownerId));
  return new Map(rows.map((r) => [r.id, { archived: r.archived }]));
}

/**
 * The tier of a members-only ticket type (null for other visibilities): one of the owner's tiers that is not
 * archived. The tier a saved ticket type already has is kept even once archived, so an unrelated save never fails on
 * it (such a ticket shows to the event's managers only); one whose tier was deleted needs a new tier.
 */
function tierOf(input: TicketInput, saved: ManagedTicketType | undefined, tiers: TierState, at: string, errors: Record<string, string>) {
  if (input.visibilityScope !== 'member') return null;
  const id = input.membershipTierId;
  if (id && saved?.visibilityScope === 'member' && id === saved.membershipTierId) return id;
  if (!id) errors[at] = MANAGE_EVENT_MESSAGES.tierRequired;
  else if (!tiers.has(id)) errors[at] = MANAGE_EVENT_MESSAGES.unknownTier;
  else if (tiers.get(id)!.archived) errors[at] = MANAGE_EVENT_MESSAGES.tierArchived;
  return id;
}

/** The owner's live private access lists among those the inputs name, read only when some ticket type is for a list. */
async function ownerLists(db: Queryable, ownerId: string, inputs: readonly TicketInput[]): Promise<Set<string>> {
  const named = [...new Set(inputs.flatMap((t) => (t.visibilityScope === 'list' ? t.customUserListIds : [])))];
  if (!named.length) return new Set();
  const rows = await db
    .select({ id: privateLists.id })
    .from(privateLists)
    .where(and(eq(privateLists.ownerId, ownerId), inArray(privateLists.id, named), isNull(privateLists.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** The lists of a private access list ticket type (none for other visibilities): at least one, each a live list of the owner. */
function listsOf(input: TicketInput, lists: Set<string>, at: string, errors: Record<string, string>): string[] {
  if (input.visibilityScope !== 'list') return [];
  const ids = [...new Set(input.customUserListIds)];
  if (!ids.length) errors[at] = MANAGE_EVENT_MESSAGES.listRequired;
  else if (ids.some((id) => !lists.has(id))) errors[at] = MANAGE_EVENT_MESSAGES.unknownList;
  return ids;
}

/**
 * PUT .../tickets: the whole list in display order. Ids keep their ticket type (orders refer to them); types
 * left out are deleted unless they have sales; questions stop referring to deleted types.
 */
export async function replaceTicketTypes(db: Queryable, access: EventAccess, body: z.infer<typeof ticketTypesBody>): Promise<ManagedTicketType[]> {
  const { event } = access;
  const existing = await managedTicketTypes(db, event.id);
  const byId = new Map(existing.map((t) => [t.id, t]));
  const [tiers, lists, dates] = await Promise.all([
    ownerTiers(db, event.ownerId, body.ticketTypes),
    ownerLists(db, event.ownerId, body.ticketTypes),
    db.select({ id: eventOccurrences.id }).from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id)),
  ]);
  const eventDates = dates.map((d) => d.id);
  const errors: Record<string, string> = {};
  const codes = new Map<string, number>();
  const rows = body.ticketTypes.map((input, i) => {
    if (input.id && !byId.has(input.id)) errors[`ticketTypes.${i}.id`] = MANAGE_EVENT_MESSAGES.unknownTicket;
    const values = ticketValues(input, i, event.currency, errors);
    if (values.code) {
      if (codes.has(values.code)) errors[`ticketTypes.${i}.code`] = MANAGE_EVENT_MESSAGES.codeTaken;
      codes.set(values.code, i);
    }
    const membershipTierId = tierOf(input, input.id ? byId.get(input.id) : undefined, tiers, `ticketTypes.${i}.membershipTierId`, errors);
    const listIds = listsOf(input, lists, `ticketTypes.${i}.customUserListIds`, errors);
    const admission = admissionValues(input, input.id ? byId.get(input.id) : undefined, eventDates, (field) => `ticketTypes.${i}.${field}`, errors);
    return { id: input.id, listIds, values: { ...values, membershipTierId, currency: event.currency, position: i, ...admission } };
  });
  const kept = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  const removed = existing.filter((t) => !kept.has(t.id));
  if (Object.keys(errors).length) throw invalid(errors);
  // Ordered tickets refer to their type (pending, cancelled and refunded ones too): such types are hidden, never deleted.
  const ordered = await ticketTypesWithOrders(
    db,
    removed.map((t) => t.id),
  );
  const blocked = removed.find((t) => t.ticketsSold > 0) ?? removed.find((t) => ordered.has(t.id));
  if (blocked) {
    const message =
      blocked.ticketsSold > 0 ? MANAGE_EVENT_MESSAGES.ticketHasSales(blocked.name) : MANAGE_EVENT_MESSAGES.ticketHasOrders(blocked.name);
    throw new AppError('conflict', message, { ticketTypes: message });
  }

  await db.transaction(async (tx) => {
    // Codes may move between types in one save; clear them first so the unique index never sees a swap half-done.
    await tx.update(ticketTypes).set({ code: null }).where(eq(ticketTypes.eventId, event.id));
    if (removed.length) {
      const ids = removed.map((t) => t.id);
      await tx.delete(ticketTypes).where(inArray(ticketTypes.id, ids));
      await tx
        .update(eventQuestions)
        .set({
          onlyForTickets: sql`array(select u.id from unnest(${eventQuestions.onlyForTickets}) with ordinality as u(id, n)
            where u.id <> all(${sql.param(ids)}::uuid[]) order by u.n)`,
        })
        .where(eq(eventQuestions.eventId, event.id));
    }
    for (const row of rows) {
      const id =
        row.id ??
        (
          await tx
            .insert(ticketTypes)
            .values({ eventId: event.id, ...row.values })
            .returning({ id: ticketTypes.id })
        )[0]!.id;
      if (row.id) await tx.update(ticketTypes).set(row.values).where(eq(ticketTypes.id, row.id));
      // A type's lists are replaced with the save's (a type that is no longer for lists keeps none).
      await tx.delete(ticketTypePrivateLists).where(eq(ticketTypePrivateLists.ticketTypeId, id));
      if (row.listIds.length) await tx.insert(ticketTypePrivateLists).values(row.listIds.map((listId) => ({ ticketTypeId: id, listId })));
    }
  });
  invalidateEventPage(event.id);
  return managedTicketTypes(db, event.id);
}
