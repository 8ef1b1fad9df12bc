import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { orderSelectionBody, ValidateCodeReply, validateCodeQuery } from '../../../contracts/checkout.ts';
import {
  CHECKOUT_MESSAGES,
  DEFAULT_MAX_PER_ORDER,
  FAILED_STATUSES,
  SUCCESS_STATUSES,
  orderTotals,
  promoDiscount,
  ticketUnitPrice,
  type OrderTotals,
  type PricedTicket,
} from '../../../domain/checkout.ts';
import { eventPermissions } from '../../../domain/events.ts';
import { doorMaySell, doorState, type DoorEvent } from '../../../domain/door.ts';
import { DOOR_MESSAGES } from '../../../contracts/door.messages.ts';
import { nextOccurrence } from '../../../domain/occurrences.ts';
import { AVAILABILITY_LABELS, isPaidTicket, normalizeTicketCode } from '../../../domain/tickets.ts';
import { normalizeDonation } from '../../../domain/checkout.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { eventOccurrences, eventQuestions, events, orderItems, orders, profiles, promoCodes, ticketTypes } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { forbidden, invalid, notFound, refusal, unauthenticated } from '../../platform/http/errors.ts';
import { CHECKOUT_REASONS, SHARE_CODE_TEXTS, type CheckoutReason } from '../../../contracts/checkout.messages.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { EVENT_NOT_FOUND, eventRole, type EventRow } from '../../platform/access/event-access.ts';
import {
  eventPageCore,
  listTickets,
  donationMaximumOf,
  type OccurrenceRow,
  type QuestionRow,
  type TicketTypeRow,
  codeUsesLeft,
  sharedListPass,
  seatingIdOf,
  type ListPass,
  type HeldBenefit,
  type Member,
} from '../events/index.ts';
import type { HoldLine } from './inventory.service.ts';
import type { PromoRow } from './checkout-deps.ts';
import type { BenefitUses } from './benefit-uses.ts';
import { lineBenefit, memberLineVisible, selectionMember, usesOf, type SelectionPeople } from './member-selection.ts';
import { listLineVisible, listUsesOf, selectionList } from './list-selection.ts';
import type { ListCodeUse } from './list-code-uses.ts';
import { globalCodeApplies } from '../../../domain/promo-codes.ts';
import { linePrice } from '../../../domain/line-discounts.ts';

/** An event as checkout needs it: owner (payment account), dates, every ticket type, questions. */
export interface CheckoutEvent {
  event: EventRow;
  owner: ProfileRow;
  occurrences: OccurrenceRow[];
  ticketTypes: TicketTypeRow[];
  questions: QuestionRow[];
  /** The event's seating (issue 32), null without a seat chart: then no order of it holds seats. */
  seatingId: string | null;
}

export async function loadCheckoutEvent(db: Db, eventId: string): Promise<CheckoutEvent> {
  const [[row], occurrences, types, questions] = await Promise.all([
    db
      .select({ event: events, owner: profiles, seatingId: seatingIdOf })
      .from(events)
      .innerJoin(profiles, eq(profiles.id, events.ownerId))
      .where(eq(events.id, eventId))
      .limit(1),
    db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, eventId)),
    db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId)).orderBy(asc(ticketTypes.position)),
    db.select().from(eventQuestions).where(eq(eventQuestions.eventId, eventId)).orderBy(asc(eventQuestions.position), asc(eventQuestions.createdAt)),
  ]);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return { event: row.event, owner: row.owner, occurrences, ticketTypes: types, questions, seatingId: row.seatingId };
}

/**
 * What a buyer's order reads: the public event page's cached core (event, owner, dates, the ticket types that
 * are not hidden, the questions; at most a second old, dropped at once by edits through this process, and all of
 * it by a payment account change). Prices, rules and the owner's payment account may thus be a second old after
 * a change in another process; capacity never is (the hold's UPDATE reads it).
 */
export async function loadBuyerCheckoutEvent(db: Db, eventId: string): Promise<CheckoutEvent> {
  const core = await eventPageCore(db, eventId);
  if (!core) throw notFound(EVENT_NOT_FOUND);
  return {
    event: core.event,
    owner: core.owner,
    occurrences: core.occurrences,
    ticketTypes: core.tickets,
    questions: core.questions,
    seatingId: core.seatingId,
  };
}

/** Door staff: managers of the owner and collaborators whose setting shows Guests (admin, door, door_with_stats). */
export async function isDoorStaff(db: Db, user: AuthUser | null, event: Pick<EventRow, 'id' | 'ownerId'>): Promise<boolean> {
  if (!user) return false;
  return eventPermissions(await eventRole(db, user, event)).canViewGuests;
}

/** The guest flow and door sales need door staff: 401 signed out, 403 others. */
export async function requireDoorStaff(db: Db, user: AuthUser | null, event: Pick<EventRow, 'id' | 'ownerId'>) {
  if (!user) throw unauthenticated();
  if (!(await isDoorStaff(db, user, event))) throw forbidden();
}

/**
 * Refuses a sale in a state of the event that sells nothing (domain/door.ts): a draft, an unpublished or a cancelled
 * event, at the door as online (422 event_not_on_sale, saying which).
 */
export function refuseUnlessSelling(event: DoorEvent) {
  const state = doorState(event);
  if (!doorMaySell(state)) throw refusal('validation_failed', CHECKOUT_REASONS.eventNotOnSale, DOOR_MESSAGES.saleRefused[state]);
}

/* Codes --------------------------------------------------------------------------------------------------- */

export interface ResolvedCodes {
  /** Secret ticket types the codes unlock. */
  unlocked: Set<string>;
  /** The secret codes and the share code applied, as the order keeps them. */
  secretCodes: string[];
  promo: PromoRow | null;
  /** The list member whose share code was entered, with the list ticket types it unlocks. */
  shared: ListPass | null;
}

const codeError = (reason: CheckoutReason, message: string) => refusal('validation_failed', reason, message, { promoCode: message });

/**
 * The owner's live promo code of that text that applies to the event now: one of the event's own, or a global code
 * (every event of the owner, or those of its categories) within its dates (domain globalCodeApplies).
 */
async function findPromo(db: Queryable, event: EventRow, code: string, now: Date): Promise<PromoRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.ownerId, event.ownerId), eq(promoCodes.code, code), isNull(promoCodes.deletedAt)))
    .limit(1);
  if (!row) return null;
  if (row.eventId) return row.eventId === event.id ? row : null;
  return row.scope !== 'event' && globalCodeApplies({ ...row, scope: row.scope }, event, now) ? row : null;
}

export interface CodeContext {
  /** The order's buyer: a share code binds the order to an account. */
  buyer: Member | null;
  now: Date;
}

/**
 * Codes applied on the ticket step: a secret code unlocks the hidden ticket types that carry it, otherwise it
 * must be a promo code of the event or of its owner (one at most: 'Code Not Combinable') or a list member's share
 * code for the event's list tickets (one at most, for a signed-in buyer); anything else is "Sorry, we don't
 * recognize that code.".
 */
export async function resolveCodes(db: Queryable, ce: CheckoutEvent, codes: readonly string[], ctx: CodeContext): Promise<ResolvedCodes> {
  const unique = [...new Set(codes.map(normalizeTicketCode).filter(Boolean))];
  const resolved: ResolvedCodes = { unlocked: new Set(), secretCodes: [], promo: null, shared: null };
  for (const code of unique) {
    const secret = ce.ticketTypes.filter((t) => t.visibilityScope === 'secret' && !t.hidden && t.code === code);
    if (secret.length) {
      secret.forEach((t) => resolved.unlocked.add(t.id));
      resolved.secretCodes.push(code);
      continue;
    }
    const promo = await findPromo(db, ce.event, code, ctx.now);
    if (promo) {
      if (resolved.promo) throw codeError(CHECKOUT_REASONS.codeNotCombinable, CHECKOUT_MESSAGES.codeNotCombinable);
      resolved.promo = promo;
      continue;
    }
    const shared = await sharedListPass(db, code, ce.ticketTypes);
    if (!shared) throw codeError(CHECKOUT_REASONS.codeUnknown, CHECKOUT_MESSAGES.codeUnknown);
    if (!ctx.buyer)
      throw refusal('unauthenticated', CHECKOUT_REASONS.codeNeedsAccount, SHARE_CODE_TEXTS.logInToUse, { promoCode: SHARE_CODE_TEXTS.logInToUse });
    if (resolved.shared) throw codeError(CHECKOUT_REASONS.codeNotCombinable, CHECKOUT_MESSAGES.codeNotCombinable);
    resolved.shared = shared;
    resolved.secretCodes.push(code);
  }
  return resolved;
}

/**
 * The ticket types codes unlock for a buyer (a secret code's types, a share code's list types), by the same rule as
 * the ticket step's codes; a code that unlocks nothing is skipped rather than refused (the seat map, issue 32, reads
 * what the buyer's applied codes give).
 */
export async function typesUnlockedBy(db: Db, eventId: string, codes: readonly string[], ctx: CodeContext): Promise<Set<string>> {
  const unlocked = new Set<string>();
  if (!codes.length) return unlocked;
  const ce = await loadCheckoutEvent(db, eventId);
  for (const code of codes) {
    const resolved = await resolveCodes(db, ce, [code], ctx).catch(() => null);
    resolved?.unlocked.forEach((id) => unlocked.add(id));
    resolved?.shared?.ticketTypeIds.forEach((id) => unlocked.add(id));
  }
  return unlocked;
}

/**
 * Tickets of a secret type already taken with its code: in completed orders and in orders still holding or
 * paying (cancelled and refunded tickets give their use back).
 */
export async function secretCodeUses(db: Queryable, ticketTypeId: string, excludeOrderId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.ticketTypeId, ticketTypeId),
        inArray(orderItems.status, ['active', 'transferred', 'transfer_pending']),
        excludeOrderId ? ne(orders.id, excludeOrderId) : undefined,
        sql`(${orders.status} in ${[...SUCCESS_STATUSES]} or (${orders.status} not in ${[...FAILED_STATUSES]} and (${orders.status} <> 'pending' or ${orders.holdExpiresAt} > now())))`,
      ),
    );
  return Number(row?.n ?? 0);
}

type QuotaLine = { ticketTypeId: string; quantity: number; quantityPerCode: number | null };

/**
 * Whether `lines` would pass a secret type's per-code limit, counting every other order's uses. Serializes buyers
 * of such a type (a row lock on the type, taken before any inventory row so lock order stays fixed).
 */
export async function secretQuotaExceeded(tx: Queryable, lines: readonly QuotaLine[], excludeOrderId?: string): Promise<boolean> {
  for (const line of lines) {
    if (line.quantityPerCode == null) continue;
    await tx.select({ id: ticketTypes.id }).from(ticketTypes).where(eq(ticketTypes.id, line.ticketTypeId)).for('update');
    if ((await secretCodeUses(tx, line.ticketTypeId, excludeOrderId)) + line.quantity > line.quantityPerCode) return true;
  }
  return false;
}

/** Refuses a selection that would pass a secret type's per-code limit. */
export async function checkSecretQuotas(tx: Queryable, lines: readonly QuotaLine[], excludeOrderId?: string) {
  if (await secretQuotaExceeded(tx, lines, excludeOrderId)) throw codeError(CHECKOUT_REASONS.codeExhausted, CHECKOUT_MESSAGES.codeExhausted);
}

/** An order's tickets of secret types with a per-code limit, as quota lines (completion checks them again). */
export async function orderQuotaLines(db: Queryable, orderId: string): Promise<QuotaLine[]> {
  return db
    .select({ ticketTypeId: ticketTypes.id, quantity: sql<number>`count(*)::int`.mapWith(Number), quantityPerCode: ticketTypes.quantityPerCode })
    .from(orderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .where(and(eq(orderItems.orderId, orderId), eq(ticketTypes.visibilityScope, 'secret'), sql`${ticketTypes.quantityPerCode} is not null`))
    .groupBy(ticketTypes.id, ticketTypes.quantityPerCode)
    .orderBy(ticketTypes.id);
}

const splitCodes = (list: string | undefined) => (list ?? '').split(',').map(normalizeTicketCode).filter(Boolean);

/** GET /api/v1/tickets/validate_code. */
export async function validateCode(
  db: Db,
  user: AuthUser | null,
  query: z.infer<typeof validateCodeQuery>,
  now = new Date(),
): Promise<ValidateCodeReply> {
  const code = normalizeTicketCode(query.promoCode);
  if (!code) return { tickets: [], promoCode: null };
  const applied = splitCodes(query.appliedCodes);
  const ce = await loadCheckoutEvent(db, query.eventId);
  const ctx = { buyer: user, now };
  const resolved = await resolveCodes(db, ce, [code], ctx);
  if (applied.includes(code)) {
    if (resolved.promo) throw codeError(CHECKOUT_REASONS.promoAlreadyApplied, CHECKOUT_MESSAGES.promoAlreadyApplied);
    throw codeError(CHECKOUT_REASONS.codeAlreadyUsed, CHECKOUT_MESSAGES.codeAlreadyUsed);
  }
  // What the codes applied before give: a second promo code, or a second member's share code, does not combine.
  const before = resolved.promo || resolved.shared ? await resolveCodes(db, ce, applied, ctx).catch(() => null) : null;
  if (resolved.shared) return revealShared(db, user, query, ce, { pass: resolved.shared, code, before: before?.shared ?? null }, now);
  if (resolved.promo) {
    const p = resolved.promo;
    if (before?.promo) throw codeError(CHECKOUT_REASONS.codeNotCombinable, CHECKOUT_MESSAGES.codeNotCombinable);
    if (p.quantity != null && p.quantity <= 0) throw codeError(CHECKOUT_REASONS.codeExhausted, CHECKOUT_MESSAGES.codeExhausted);
    return {
      tickets: [],
      promoCode: {
        code: p.code,
        name: p.name,
        amount: p.amount,
        percentageValue: p.percentageValue,
        tickets: p.ticketTypeIds,
        allTickets: p.allTickets,
        quantity: p.quantity,
      },
    };
  }
  const types = ce.ticketTypes.filter((t) => resolved.unlocked.has(t.id));
  const left = new Map<string, number | null>();
  for (const t of types) left.set(t.id, t.quantityPerCode == null ? null : Math.max(0, t.quantityPerCode - (await secretCodeUses(db, t.id))));
  if ([...left.values()].every((n) => n === 0)) throw codeError(CHECKOUT_REASONS.codeExhausted, CHECKOUT_MESSAGES.codeExhausted);
  const { tickets } = await listTickets(
    db,
    user,
    { eventId: query.eventId, ticketType: query.ticketType, occurrenceId: query.occurrenceId },
    now,
    (t) => resolved.unlocked.has(t.id),
  );
  return {
    tickets: tickets.map((t) => {
      const type = types.find((x) => x.id === t.id)!;
      return {
        ...t,
        code: type.code,
        customUserListsCode: null,
        secret: true,
        quantityPerCode: left.get(t.id) ?? null,
        initialQuantityPerCode: type.quantityPerCode,
      };
    }),
    promoCode: null,
  };
}

/**
 * What a share code reveals: the list tickets of the member's lists, each with what the member's code has left of it
 * ('Sorry, this secret code has been used the maximum number of times.' when nothing is left of any).
 */
async function revealShared(
  db: Db,
  user: AuthUser | null,
  query: z.infer<typeof validateCodeQuery>,
  ce: CheckoutEvent,
  { pass: shared, code, before }: { pass: ListPass; code: string; before: ListPass | null },
  now: Date,
): Promise<ValidateCodeReply> {
  if (before && before.memberId !== shared.memberId) throw codeError(CHECKOUT_REASONS.codeNotCombinable, CHECKOUT_MESSAGES.codeNotCombinable);
  const left = await codeUsesLeft(
    db,
    shared.memberId,
    ce.ticketTypes.filter((t) => shared.ticketTypeIds.includes(t.id)),
  );
  if ([...left.values()].every((n) => n === 0)) throw codeError(CHECKOUT_REASONS.codeExhausted, CHECKOUT_MESSAGES.codeExhausted);
  const { tickets } = await listTickets(
    db,
    user,
    { eventId: query.eventId, ticketType: query.ticketType, occurrenceId: query.occurrenceId },
    now,
    (t) => left.has(t.id),
  );
  return {
    tickets: tickets.map((t) => ({
      ...t,
      code,
      customUserListsCode: code,
      secret: true,
      quantityPerCode: left.get(t.id) ?? null,
      initialQuantityPerCode: ce.ticketTypes.find((x) => x.id === t.id)!.quantityPerCode,
    })),
    promoCode: null,
  };
}

/* Pricing a selection ----------------------------------------------------------------------------------------- */

export type SelectionInput = z.infer<typeof orderSelectionBody> & { promoCode?: string };

export interface NewItem extends PricedTicket {
  ticketTypeId: string;
  name: string;
  discountName: string | null;
  /** The member benefit that priced it, and the usage window its use counts in (null when unlimited). */
  membershipBenefitId: string | null;
  benefitWindowKey: string | null;
}

export interface PricedSelection {
  occurrence: OccurrenceRow;
  items: NewItem[];
  lines: HoldLine[];
  /** Secret types with a per-code limit among the lines (checked under a lock when the holds are taken). */
  quotas: { ticketTypeId: string; quantity: number; quantityPerCode: number | null }[];
  /** Member benefit uses the items take (taken with the holds). */
  benefitUses: BenefitUses[];
  /** The list member whose share code the list tickets count on (who brought the order), and the uses they take. */
  listMemberId: string | null;
  listUses: ListCodeUse[];
  totals: OrderTotals;
  promo: PromoRow | null;
  secretCodes: string[];
}

interface Line {
  type: TicketTypeRow;
  quantity: number;
  /** The buyer's price for custom-price tickets. */
  price: number;
  key: string;
  /** The member benefit the buyer chose for the line (a selection item's membershipId). */
  benefitId: string | null;
}

type SelectionValue = z.infer<typeof orderSelectionBody>['tickets'][string];
const quantityOf = (v: SelectionValue) => (typeof v === 'number' ? v : v.quantity);
const benefitOf = (v: SelectionValue) => (typeof v === 'number' ? null : (v.membershipId ?? null));

/**
 * Checks a ticket selection against every rule of the ticket step and prices it (buyer-side 4, 5, 9). The
 * organizer's guest flow may add any ticket type outside its sales window, pays no platform fee, and needs no
 * payment account; capacity and per-line maximums still hold. Members-only lines need the buyer's tier (or an
 * admin requester); a line's member benefit must be the buyer's and discount that ticket, and per line the better
 * of it and the promo code applies (domain linePrice).
 */
export async function priceSelection(
  db: Db,
  ce: CheckoutEvent,
  input: SelectionInput,
  /** broughtBy: a changed order's list member (orders.private_list_member_id). */
  opts: { guestFlow: boolean; now: Date; people: SelectionPeople; broughtBy?: string | null },
): Promise<PricedSelection> {
  const { event, owner, now } = { ...ce, now: opts.now };
  const occurrence = input.occurrenceId ? ce.occurrences.find((o) => o.id === input.occurrenceId) : nextOccurrence(ce.occurrences, now);
  if (!occurrence)
    throw refusal('validation_failed', CHECKOUT_REASONS.eventNotOnSale, AVAILABILITY_LABELS.sales_closed, {
      occurrenceId: AVAILABILITY_LABELS.sales_closed,
    });
  const codes = await resolveCodes(db, ce, [input.promoCode ?? '', ...input.secretCodes, ...(input.customUserListsCodes ?? [])], {
    buyer: opts.people.buyer,
    now,
  });
  const errors: Record<string, string> = {};
  const byId = new Map(ce.ticketTypes.map((t) => [t.id, t]));

  const lines: Line[] = [];
  for (const [id, value] of Object.entries(input.tickets)) {
    const quantity = quantityOf(value);
    const type = byId.get(id);
    if (quantity <= 0 && type) continue;
    if (!type) errors[`tickets.${id}`] = CHECKOUT_MESSAGES.ticketUnavailable;
    else
      lines.push({
        type,
        quantity,
        price: type.pricingMode === 'custom_price' ? (type.suggestedPrice ?? type.minimumPrice ?? type.price) : type.price,
        key: `tickets.${id}`,
        benefitId: benefitOf(value),
      });
  }
  input.customPriceTickets.forEach((c, i) => {
    const type = byId.get(c.ticketId);
    if (!type || type.pricingMode !== 'custom_price') errors[`customPriceTickets.${i}.ticketId`] = CHECKOUT_MESSAGES.ticketUnavailable;
    else if (c.price < (type.minimumPrice ?? 0))
      errors[`customPriceTickets.${i}.price`] = CHECKOUT_MESSAGES.minimumPrice(type.minimumPrice ?? 0, event.currency);
    else if (c.count > 0) lines.push({ type, quantity: c.count, price: c.price, key: `customPriceTickets.${i}`, benefitId: null });
  });

  const [member, list] = await Promise.all([
    selectionMember(db, ce, opts.people, lines, opts),
    selectionList(db, ce, opts.people, { shared: codes.shared, broughtBy: opts.broughtBy ?? null }, lines, opts),
  ]);
  const benefits = new Map<Line, HeldBenefit | null>();
  const perType = new Map<string, number>();
  for (const line of lines) {
    const t = line.type;
    perType.set(t.id, (perType.get(t.id) ?? 0) + line.quantity);
    const chosen = lineBenefit(ce, member, line);
    benefits.set(line, chosen.benefit);
    const problem =
      lineProblem(t, line.price, {
        guestFlow: opts.guestFlow,
        unlocked: codes.unlocked,
        unlockedBy: memberLineVisible(t, member) || listLineVisible(t, list),
        now,
        occurrence,
        paymentsReady: owner.paymentAccountId != null,
      }) ?? chosen.problem;
    if (problem) errors[line.key] = problem;
  }
  for (const [id, quantity] of perType) {
    const max = byId.get(id)!.maxPerOrder || DEFAULT_MAX_PER_ORDER;
    if (quantity > max) errors[`tickets.${id}`] ??= CHECKOUT_MESSAGES.maxPerOrder(max);
  }
  if (Object.keys(errors).length) throw invalid(errors);
  if (!lines.length) throw invalid({ tickets: CHECKOUT_MESSAGES.noTicketChosen });

  const discount = codes.promo ? promoDiscount(codes.promo) : null;
  const promo = codes.promo;
  const items: NewItem[] = [];
  for (const line of lines) {
    const applies = !!discount && !!promo && (promo.allTickets || promo.ticketTypeIds.includes(line.type.id));
    const held = benefits.get(line) ?? null;
    const { priced, source } = linePrice(
      ticketUnitPrice(line.price, line.type.fee),
      event.currency,
      { promo: applies ? discount : null, benefit: held?.benefit ?? null },
      { noFee: opts.guestFlow, absorbFees: line.type.absorbFees },
    );
    const benefit = source === 'benefit' ? held : null;
    for (let i = 0; i < line.quantity; i++) {
      items.push({
        ticketTypeId: line.type.id,
        name: line.type.name,
        ...priced,
        discountName: source === 'promo' ? promo!.name : (benefit?.benefit.name ?? null),
        membershipBenefitId: benefit?.benefit.id ?? null,
        benefitWindowKey: benefit?.windowKey ?? null,
      });
    }
  }
  const donation = event.donationEnabled ? normalizeDonation(input.donationAmount, donationMaximumOf(event)) : 0;
  return {
    occurrence,
    items,
    lines: [...perType].map(([ticketTypeId, quantity]) => ({
      ticketTypeId,
      occurrenceId: occurrence.id,
      quantity,
      pass: byId.get(ticketTypeId)!.admission === 'pass',
    })),
    quotas: [...perType]
      .map(([id, quantity]) => ({ ticketTypeId: id, quantity, quantityPerCode: opts.guestFlow ? null : byId.get(id)!.quantityPerCode }))
      .filter((q) => q.quantityPerCode != null && byId.get(q.ticketTypeId)!.visibilityScope === 'secret'),
    benefitUses: usesOf(items),
    listMemberId: list.memberId,
    listUses: listUsesOf(list, perType, byId),
    totals: orderTotals(items, donation),
    promo,
    secretCodes: codes.secretCodes,
  };
}

/** Why a line cannot be bought, as the ticket step says it; null when it can. */
function lineProblem(
  t: TicketTypeRow,
  price: number,
  /** unlockedBy: the buyer's membership or private access list (or an event admin) may take this members-only or list ticket. */
  ctx: { guestFlow: boolean; unlocked: Set<string>; unlockedBy: boolean; now: Date; occurrence: OccurrenceRow; paymentsReady: boolean },
): string | null {
  if (ctx.guestFlow) return null;
  const visible = !t.hidden && (t.visibilityScope === 'public' || (t.visibilityScope === 'secret' && ctx.unlocked.has(t.id)) || ctx.unlockedBy);
  if (!visible) return CHECKOUT_MESSAGES.ticketUnavailable;
  if (t.startsSalesAt && ctx.now < t.startsSalesAt) return AVAILABILITY_LABELS.not_yet_on_sale;
  if ((t.endsSalesAt && ctx.now >= t.endsSalesAt) || ctx.now >= ctx.occurrence.endsAt) return AVAILABILITY_LABELS.sales_closed;
  // The list's rule (domain isPaidTicket), plus a custom price chosen above 0; confirming re-checks the account.
  const paid = isPaidTicket(t) || price > 0;
  if (paid && !ctx.paymentsReady) return AVAILABILITY_LABELS.payments_not_set_up;
  return null;
}
