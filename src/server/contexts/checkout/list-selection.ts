import { eventPermissions } from '../../../domain/events.ts';
import type { Db } from '../../platform/db/client.ts';
import { eventRole } from '../../platform/access/event-access.ts';
import { type TicketTypeRow, memberListPass, ownListPasses, passFor, type ListPass } from '../events/index.ts';
import type { ListCodeUse } from './list-code-uses.ts';
import type { SelectionPeople } from './member-selection.ts';
import type { CheckoutEvent } from './selection.service.ts';

/**
 * The private access lists side of a selection (buyer-side 2.7): which list tickets the buyer may take and whose
 * share code they count on. A share code entered in this checkout decides; else, for a changed order, the member who
 * brought it (its code was shown when it was created); else the buyer's own membership (their verified e-mail on one
 * of the type's lists). Event admins may sell them without a code (nothing is counted), like members-only tickets;
 * the guest flow adds any ticket.
 */
export interface SelectionList {
  /** The member whose code the order's list tickets count on (orders.private_list_member_id); null when none. */
  memberId: string | null;
  /** The list ticket types this selection may take. */
  unlocked: Set<string>;
  /** An event admin's own selection: any list ticket, uncounted. */
  manager: boolean;
}

const NONE: SelectionList = { memberId: null, unlocked: new Set(), manager: false };

/** Read only when a line is a list ticket (one or two queries); never for the guest flow. */
export async function selectionList(
  db: Db,
  ce: CheckoutEvent,
  people: SelectionPeople,
  codes: { shared: ListPass | null; broughtBy: string | null },
  lines: readonly { type: TicketTypeRow }[],
  opts: { guestFlow: boolean },
): Promise<SelectionList> {
  const chosen = [...new Set(lines.filter((l) => l.type.visibilityScope === 'list').map((l) => l.type.id))];
  if (opts.guestFlow || !chosen.length) return NONE;
  const kept = !codes.shared && codes.broughtBy ? await memberListPass(db, codes.broughtBy, ce.ticketTypes) : null;
  const pass = codes.shared ?? kept ?? passFor(await ownListPasses(db, people.buyer, ce.ticketTypes), chosen);
  const unlocked = new Set(pass?.ticketTypeIds ?? []);
  if (chosen.every((id) => unlocked.has(id))) return { memberId: pass!.memberId, unlocked, manager: false };
  const role = await eventRole(db, people.requester, ce.event);
  const manager = eventPermissions(role).accessSetting === 'admin';
  // An admin's order of list tickets no code unlocks counts on no one's code.
  return manager ? { memberId: null, unlocked, manager } : { memberId: pass?.memberId ?? null, unlocked, manager };
}

export const listLineVisible = (t: TicketTypeRow, list: SelectionList) =>
  t.visibilityScope === 'list' && !t.hidden && (list.manager || list.unlocked.has(t.id));

/** The uses a priced selection takes of its member's code: per list ticket type, in a fixed order (ticket type id). */
export function listUsesOf(list: SelectionList, perType: ReadonlyMap<string, number>, types: ReadonlyMap<string, TicketTypeRow>): ListCodeUse[] {
  if (!list.memberId) return [];
  return [...perType]
    .filter(([id]) => types.get(id)?.visibilityScope === 'list')
    .map(([ticketTypeId, n]) => ({ ticketTypeId, n }))
    .sort((a, b) => a.ticketTypeId.localeCompare(b.ticketTypeId));
}
