import { sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { ticketInventory } from '../../platform/db/schema/index.ts';

/**
 * Inventory: sold + held + available = capacity for every ticket type and date.
 *
 * A hold is one conditional UPDATE on the (ticket type, date) row, so the row lock is held for a single
 * statement and concurrent buyers queue on it without ever overselling. Expired holds stop counting at once:
 * whenever a hold does not fit, the expired holds of that row are released first and the hold is tried again;
 * a job sweeps the rest (releaseExpiredHolds). Reads of availability count only unexpired holds.
 */
export interface HoldLine {
  ticketTypeId: string;
  occurrenceId: string;
  quantity: number;
  /** Whether the ticket type is a festival pass, when the caller has read it: false spares perPassDate its read. */
  pass?: boolean;
}

export class NotEnoughTickets extends Error {
  constructor(
    readonly ticketTypeId: string,
    readonly available: number,
  ) {
    super('Not enough tickets left');
  }
}

/** With a hold: the hold row is written by the same statement that counts it (one round trip under the row lock). */
interface HoldRow {
  orderId: string;
  expiresAt: Date;
}

async function tryIncrement(tx: Queryable, line: HoldLine, column: 'held' | 'sold', hold?: HoldRow, retried = false): Promise<boolean> {
  const target = column === 'held' ? sql`held = held + ${line.quantity}` : sql`sold = sold + ${line.quantity}`;
  const holdInsert = hold
    ? sql`, hold as (
        insert into holds (order_id, ticket_type_id, occurrence_id, quantity, expires_at)
        select ${hold.orderId}, ${line.ticketTypeId}, ${line.occurrenceId}, ${line.quantity}, ${hold.expiresAt.toISOString()} from taken
      )`
    : sql``;
  const result = await tx.execute<{ taken: number }>(sql`
    with taken as (
      update ticket_inventory i set ${target}
      from ticket_types t
      where i.ticket_type_id = ${line.ticketTypeId} and i.occurrence_id = ${line.occurrenceId}
        and t.id = i.ticket_type_id and t.quantity - i.sold - i.held >= ${line.quantity}
      returning 1
    )${holdInsert}
    select count(*)::int as taken from taken`);
  const taken = Number(result.rows[0]?.taken ?? 0) > 0;
  if (taken || retried) return taken;
  // The row may not exist yet: create it and try once more. When a concurrent buyer created it first, the insert
  // waits for that buyer's commit and does nothing; the retry then sees the row (the first burst of buyers of a
  // new ticket type must not read 'Sold out').
  await tx.insert(ticketInventory).values({ ticketTypeId: line.ticketTypeId, occurrenceId: line.occurrenceId }).onConflictDoNothing();
  return tryIncrement(tx, line, column, hold, true);
}

/** Releases the expired, unreleased holds of one ticket type and date; returns the quantity freed. */
async function releaseExpiredOn(tx: Queryable, ticketTypeId: string, occurrenceId: string): Promise<number> {
  const result = await tx.execute<{ freed: number }>(sql`
    with expired as (
      update holds set released_at = now()
      where ticket_type_id = ${ticketTypeId} and occurrence_id = ${occurrenceId}
        and released_at is null and expires_at <= now()
      returning quantity
    ), freed as (select coalesce(sum(quantity), 0)::int as freed from expired)
    update ticket_inventory set held = held - (select freed from freed)
    where ticket_type_id = ${ticketTypeId} and occurrence_id = ${occurrenceId}
    returning (select freed from freed) as freed`);
  return Number(result.rows[0]?.freed ?? 0);
}

/** What is left to sell on one ticket type and date, counting only unexpired holds. */
export async function availableQuantity(db: Queryable, ticketTypeId: string, occurrenceId: string): Promise<number> {
  const result = await db.execute<{ available: number }>(sql`
    select (t.quantity - coalesce(i.sold, 0) - coalesce((
      select sum(h.quantity) from holds h
      where h.ticket_type_id = t.id and h.occurrence_id = ${occurrenceId} and h.released_at is null and h.expires_at > now()
    ), 0))::int as available
    from ticket_types t
    left join ticket_inventory i on i.ticket_type_id = t.id and i.occurrence_id = ${occurrenceId}
    where t.id = ${ticketTypeId}`);
  return Math.max(0, Number(result.rows[0]?.available ?? 0));
}

/** Counts `quantity` into `column` (with its hold row) or throws NotEnoughTickets; expired holds are released before giving up. */
async function claim(tx: Tx, line: HoldLine, column: 'held' | 'sold', hold?: HoldRow) {
  if (await tryIncrement(tx, line, column, hold)) return;
  if ((await releaseExpiredOn(tx, line.ticketTypeId, line.occurrenceId)) > 0 && (await tryIncrement(tx, line, column, hold))) return;
  throw new NotEnoughTickets(line.ticketTypeId, await availableQuantity(tx, line.ticketTypeId, line.occurrenceId));
}

/** The lines of an order's tickets on its date: one ticket type id per ticket, counted per ticket type; with `passTypes`, each says whether it is a pass. */
export function linesOfTickets(occurrenceId: string, ticketTypeIds: readonly string[], passTypes?: ReadonlySet<string>): HoldLine[] {
  const counts = new Map<string, number>();
  for (const id of ticketTypeIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([ticketTypeId, quantity]) => ({ ticketTypeId, occurrenceId, quantity, pass: passTypes?.has(ticketTypeId) }));
}

/**
 * A festival pass takes one place on each of its dates (docs/decisions/tickets.md): its line, on whichever date the
 * order names, becomes one line per pass date, so holds, sales and give-backs count on every date in the caller's
 * transaction (all or nothing). Other lines stay as they are; one read of the lines' pass types, none when every
 * line is known not to be a pass (a buyer's checkout, which has read its ticket types).
 */
async function perPassDate(tx: Queryable, lines: readonly HoldLine[]): Promise<HoldLine[]> {
  const ids = [...new Set(lines.filter((l) => l.pass !== false).map((l) => l.ticketTypeId))];
  if (!ids.length) return [...lines];
  const { rows } = await tx.execute<{ ticket_type_id: string; occurrence_id: string }>(sql`
    select t.id as ticket_type_id, o.id as occurrence_id
    from ticket_types t
    join event_occurrences o on o.event_id = t.event_id and (cardinality(t.pass_occurrence_ids) = 0 or o.id = any(t.pass_occurrence_ids))
    where t.admission = 'pass' and t.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  if (!rows.length) return [...lines];
  const dates = new Map<string, string[]>();
  for (const r of rows) dates.set(r.ticket_type_id, [...(dates.get(r.ticket_type_id) ?? []), r.occurrence_id]);
  return lines.flatMap((l) => dates.get(l.ticketTypeId)?.map((occurrenceId) => ({ ...l, occurrenceId })) ?? [l]);
}

/** Lines in one order, always in the same order so two transactions never wait on each other's rows. */
const inLockOrder = (lines: HoldLine[]) =>
  lines.filter((l) => l.quantity > 0).sort((a, b) => (a.ticketTypeId + a.occurrenceId).localeCompare(b.ticketTypeId + b.occurrenceId));

/** Takes holds for an order's lines atomically (inside the caller's transaction). */
export async function takeHolds(tx: Tx, orderId: string, lines: HoldLine[], expiresAt: Date) {
  for (const line of inLockOrder(await perPassDate(tx, lines))) await claim(tx, line, 'held', { orderId, expiresAt });
}

/** Releases an order's unreleased holds (cancel, time-out, or before re-holding a changed selection). */
export async function releaseHolds(tx: Queryable, orderId: string) {
  await tx.execute(sql`
    with released as (
      update holds set released_at = now() where order_id = ${orderId} and released_at is null
      returning ticket_type_id, occurrence_id, quantity
    ), totals as (
      select ticket_type_id, occurrence_id, sum(quantity)::int as quantity from released group by 1, 2
    )
    update ticket_inventory i set held = i.held - totals.quantity
    from totals where i.ticket_type_id = totals.ticket_type_id and i.occurrence_id = totals.occurrence_id`);
}

/**
 * The pay step's extension of an order's live holds (returning their ids), to run as part of the statement that
 * saves the order, only `when` that save happened. An expired hold is not extended: the caller compares the count
 * with the open holds and takes them again.
 */
export const extendHoldsStatement = (orderId: string, expiresAt: Date, when: SQL) => sql`
  update holds set expires_at = ${expiresAt.toISOString()}
  where order_id = ${orderId} and released_at is null and expires_at > now() and ${when}
  returning id`;

/**
 * The part of the statement completing an order (`orders`: the CTE of the order it won) that releases the order's
 * live holds, returning what each held, for sellHeld: one round trip less on the busiest path.
 */
export const releaseHoldsOf = (orders: SQL) => sql`
  update holds set released_at = now()
  where order_id in (select id from ${orders}) and released_at is null
  returning ticket_type_id, occurrence_id, quantity`;

/**
 * Turns an order's holds, as releaseHoldsOf released them, into sold tickets. A hold that expired meanwhile is
 * claimed again from what is left; when that fails, NotEnoughTickets tells the caller to refund (a payment that
 * outlived its hold).
 */
export async function sellHeld(tx: Tx, released: readonly HoldLine[], lines: HoldLine[]) {
  const stillHeld = new Map<string, number>();
  for (const h of released) {
    const key = `${h.ticketTypeId}:${h.occurrenceId}`;
    stillHeld.set(key, (stillHeld.get(key) ?? 0) + Number(h.quantity));
  }
  for (const line of inLockOrder(await perPassDate(tx, lines))) {
    const held = Math.min(stillHeld.get(`${line.ticketTypeId}:${line.occurrenceId}`) ?? 0, line.quantity);
    if (held > 0) {
      await tx.execute(sql`
        update ticket_inventory set held = held - ${held}, sold = sold + ${held}
        where ticket_type_id = ${line.ticketTypeId} and occurrence_id = ${line.occurrenceId}`);
    }
    if (line.quantity > held) await claim(tx, { ...line, quantity: line.quantity - held }, 'sold');
  }
}

/**
 * Gives sold tickets back (cancel or refund of a ticket). Callers release once, after the ticket's own conditional
 * status change; never clamped, so a miscount fails on the CHECK constraint instead of hiding.
 */
export async function returnSold(tx: Queryable, line: HoldLine) {
  for (const each of await perPassDate(tx, [line])) {
    await tx.execute(sql`
      update ticket_inventory set sold = sold - ${each.quantity}
      where ticket_type_id = ${each.ticketTypeId} and occurrence_id = ${each.occurrenceId}`);
  }
}

/**
 * Moves sold tickets to another date of their event (the organizer's move of an order): the new date's stock is
 * taken first under the same rule as a sale (NotEnoughTickets when it does not fit), then the old date's is given
 * back, all in the caller's transaction.
 */
export async function moveSold(tx: Tx, lines: HoldLine[], toOccurrenceId: string) {
  for (const line of inLockOrder(lines.map((l) => ({ ...l, occurrenceId: toOccurrenceId })))) await claim(tx, line, 'sold');
  for (const line of inLockOrder(lines)) await returnSold(tx, line);
}

/** The sweep job: releases every expired hold; returns the orders whose holds it released. */
export async function releaseExpiredHolds(db: Queryable): Promise<string[]> {
  const result = await db.execute<{ order_id: string }>(sql`
    with expired as (
      update holds set released_at = now()
      where released_at is null and expires_at <= now()
      returning order_id, ticket_type_id, occurrence_id, quantity
    ), totals as (
      select ticket_type_id, occurrence_id, sum(quantity)::int as quantity from expired group by 1, 2
    ), freed as (
      update ticket_inventory i set held = i.held - totals.quantity
      from totals where i.ticket_type_id = totals.ticket_type_id and i.occurrence_id = totals.occurrence_id
      returning 1
    )
    select distinct order_id from expired`);
  return result.rows.map((r) => r.order_id);
}
