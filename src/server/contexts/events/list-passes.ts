import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { normalizeTicketCode } from '../../../domain/tickets.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { privateListCodeUses, privateListMembers, privateLists, ticketTypePrivateLists } from '../../platform/db/schema/index.ts';
import { verifiedEmail } from '../../platform/http/auth.ts';
import type { TicketTypeRow } from './event-views.ts';
import type { Member } from './member-benefits.ts';

/**
 * Who sees and buys private access list tickets (buyer-side 2.7, content-management 2.5): a live member of one of
 * the ticket type's live lists, signed in with that e-mail verified, and anyone who enters such a member's share
 * code. Either way the tickets count against that member's code (`quantityPerCode` per ticket type, taken by
 * checkout/list-code-uses.ts). Signed-out visitors never see them. The event page and the checkout both read it.
 */

/** One member's way into an event's list tickets: the list ticket types their lists unlock. */
export interface ListPass {
  memberId: string;
  ticketTypeIds: string[];
}

/** The ticket types of visibility 'list' that buyers can reach (not hidden). */
export const listTicketTypes = (types: readonly TicketTypeRow[]) => types.filter((t) => t.visibilityScope === 'list' && !t.hidden);

/** The passes of the members matching `who` on live lists linked to `types`, oldest membership first. */
async function passesWhere(db: Queryable, types: readonly TicketTypeRow[], who: SQL): Promise<ListPass[]> {
  if (!types.length) return [];
  const rows = await db
    .select({ memberId: privateListMembers.id, ticketTypeId: ticketTypePrivateLists.ticketTypeId })
    .from(privateListMembers)
    .innerJoin(privateLists, and(eq(privateLists.id, privateListMembers.listId), isNull(privateLists.deletedAt)))
    .innerJoin(ticketTypePrivateLists, eq(ticketTypePrivateLists.listId, privateListMembers.listId))
    .where(
      and(
        who,
        isNull(privateListMembers.removedAt),
        inArray(
          ticketTypePrivateLists.ticketTypeId,
          types.map((t) => t.id),
        ),
      ),
    )
    .orderBy(asc(privateListMembers.createdAt), asc(privateListMembers.id));
  const passes = new Map<string, ListPass>();
  for (const r of rows) {
    const pass = passes.get(r.memberId) ?? { memberId: r.memberId, ticketTypeIds: [] };
    if (!pass.ticketTypeIds.includes(r.ticketTypeId)) pass.ticketTypeIds.push(r.ticketTypeId);
    passes.set(r.memberId, pass);
  }
  return [...passes.values()];
}

/** The viewer's own passes: memberships of their verified e-mail (none before it is verified). */
export async function ownListPasses(db: Queryable, viewer: Member | null, types: readonly TicketTypeRow[]): Promise<ListPass[]> {
  const email = viewer ? verifiedEmail(viewer) : null;
  if (!email) return [];
  return passesWhere(db, listTicketTypes(types), eq(privateListMembers.email, email));
}

/** The pass a share code gives at this event, or null when it is no live member's code for its list tickets. */
export async function sharedListPass(db: Queryable, code: string, types: readonly TicketTypeRow[]): Promise<ListPass | null> {
  const [pass] = await passesWhere(db, listTicketTypes(types), eq(privateListMembers.shareCode, normalizeTicketCode(code)));
  return pass ?? null;
}

/** A member's pass by their id (an order keeps the member who brought it), or null once they left the list. */
export async function memberListPass(db: Queryable, memberId: string, types: readonly TicketTypeRow[]): Promise<ListPass | null> {
  const [pass] = await passesWhere(db, listTicketTypes(types), eq(privateListMembers.id, memberId));
  return pass ?? null;
}

/**
 * The pass an order's list tickets go through: the first that unlocks every chosen list type, else the first that
 * unlocks one of them (the others are then not available in this order: one member per order).
 */
export function passFor(passes: readonly ListPass[], chosen: readonly string[]): ListPass | null {
  if (!chosen.length) return null;
  return (
    passes.find((p) => chosen.every((id) => p.ticketTypeIds.includes(id))) ??
    passes.find((p) => chosen.some((id) => p.ticketTypeIds.includes(id))) ??
    null
  );
}

/** What a member's code has left per list ticket type (its quantityPerCode less the tickets taken; null: no limit). */
export async function codeUsesLeft(db: Queryable, memberId: string, types: readonly TicketTypeRow[]): Promise<Map<string, number | null>> {
  const used = types.length
    ? await db
        .select({ ticketTypeId: privateListCodeUses.ticketTypeId, used: privateListCodeUses.used })
        .from(privateListCodeUses)
        .where(
          and(
            eq(privateListCodeUses.memberId, memberId),
            inArray(
              privateListCodeUses.ticketTypeId,
              types.map((t) => t.id),
            ),
          ),
        )
    : [];
  const taken = new Map(used.map((u) => [u.ticketTypeId, u.used]));
  return new Map(types.map((t) => [t.id, t.quantityPerCode == null ? null : Math.max(0, t.quantityPerCode - (taken.get(t.id) ?? 0))]));
}

/** The list ticket types a viewer sees, with what their own code has left of each. */
export interface ListView {
  visible: Set<string>;
  /** Per visible type: what the viewer's own code has left (null: no limit, or a manager without a code). */
  left: Map<string, number | null>;
}

export const NO_LIST_VIEW: ListView = { visible: new Set(), left: new Map() };

/**
 * What a viewer sees of an event's list tickets: those of their own lists, with their code's remaining quantity;
 * the event's managers (admin access) see them all, as they see members-only tickets. Nothing for guests.
 */
export async function listViewOf(db: Queryable, types: readonly TicketTypeRow[], viewer: Member | null, manager: boolean): Promise<ListView> {
  const lists = listTicketTypes(types);
  if (!viewer || !lists.length) return NO_LIST_VIEW;
  const left = new Map<string, number | null>();
  for (const pass of await ownListPasses(db, viewer, lists)) {
    const mine = lists.filter((t) => pass.ticketTypeIds.includes(t.id) && !left.has(t.id));
    if (mine.length) for (const [id, n] of await codeUsesLeft(db, pass.memberId, mine)) left.set(id, n);
  }
  if (manager) for (const t of lists) if (!left.has(t.id)) left.set(t.id, null);
  return { visible: new Set(left.keys()), left };
}
