import { MEMBER_BENEFIT_TEXTS } from '../../../contracts/checkout.messages.ts';
import { eventPermissions } from '../../../domain/events.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { eventRole } from '../../platform/access/event-access.ts';
import {
  type TicketTypeRow,
  NO_MEMBERSHIP,
  benefitOffered,
  memberTicketVisible,
  memberViewOf,
  type HeldBenefit,
  type Member,
  type MemberView,
} from '../events/index.ts';
import type { BenefitUses } from './benefit-uses.ts';
import type { CheckoutEvent } from './selection.service.ts';

/**
 * The memberships side of a selection (buyer-side 3, 9): who may buy members-only tickets and which benefit a line
 * may take. Rights are the buyer's (the order's account) at the moment the selection is made; completion honours
 * them even if the membership lapsed while the order was paid (docs/decisions/memberships.md).
 */

/** Whose memberships count: the order's buyer; the requester is an event admin when they change someone's order. */
export interface SelectionPeople {
  buyer: Member | null;
  requester: AuthUser | null;
}

export interface SelectionMember {
  view: MemberView;
  /** The requester has admin access to the event: members-only tickets are theirs to sell and check. */
  manager: boolean;
}

const NOBODY: SelectionMember = { view: NO_MEMBERSHIP, manager: false };

/** Read only when a line is members-only or names a benefit (one to four queries); never for the guest flow. */
export async function selectionMember(
  db: Db,
  ce: CheckoutEvent,
  people: SelectionPeople,
  lines: readonly { type: TicketTypeRow; benefitId: string | null }[],
  opts: { guestFlow: boolean; now: Date },
): Promise<SelectionMember> {
  const memberTickets = lines.some((l) => l.type.visibilityScope === 'member');
  if (opts.guestFlow || (!memberTickets && !lines.some((l) => l.benefitId))) return NOBODY;
  const [view, role] = await Promise.all([
    memberViewOf(db, ce.event, ce.owner.timezone, people.buyer, opts.now),
    memberTickets ? eventRole(db, people.requester, ce.event) : null,
  ]);
  return { view, manager: role ? eventPermissions(role).accessSetting === 'admin' : false };
}

export const memberLineVisible = (t: TicketTypeRow, member: SelectionMember) => memberTicketVisible(t, member.view, member.manager);

/** The benefit a line names, when it is the buyer's and discounts that ticket; else the line's error. */
export function lineBenefit(
  ce: CheckoutEvent,
  member: SelectionMember,
  line: { type: TicketTypeRow; benefitId: string | null },
): { benefit: HeldBenefit | null; problem: string | null } {
  if (!line.benefitId) return { benefit: null, problem: null };
  // Organizer-added guests have no member view: nobody's uses to count.
  const held = member.view.benefits.find((h) => h.benefit.id === line.benefitId);
  if (!held || !benefitOffered(held.benefit, line.type, ce.event, ce.owner.currency)) {
    return { benefit: null, problem: MEMBER_BENEFIT_TEXTS.benefitUnavailable };
  }
  return { benefit: held, problem: null };
}

/**
 * The uses a priced selection takes: per limited benefit and window, with the lines they came from, in a fixed order
 * (benefit id, window) so two orders of one member lock the same rows in the same order.
 */
export function usesOf(
  items: readonly { ticketTypeId: string; membershipBenefitId: string | null; benefitWindowKey: string | null }[],
): BenefitUses[] {
  const uses = new Map<string, BenefitUses>();
  for (const item of items) {
    if (!item.membershipBenefitId || !item.benefitWindowKey) continue;
    const key = `${item.membershipBenefitId}:${item.benefitWindowKey}`;
    const use = uses.get(key) ?? { benefitId: item.membershipBenefitId, windowKey: item.benefitWindowKey, n: 0, ticketTypeIds: [] };
    use.n += 1;
    if (!use.ticketTypeIds.includes(item.ticketTypeId)) use.ticketTypeIds.push(item.ticketTypeId);
    uses.set(key, use);
  }
  return [...uses.values()].sort((a, b) => a.benefitId.localeCompare(b.benefitId) || a.windowKey.localeCompare(b.windowKey));
}
