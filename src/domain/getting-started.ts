/**
 * Who the first-run checklist is for (issue 34, docs/decisions/accounts.md "First-run checklist"). It helps people
 * who have or want an organizer side: anyone with a sign of organizing, and a new account that has bought nothing
 * (it signed up on pages that say "Sell tickets, memberships and videos"). A buyer with no sign of organizing gets
 * the home page, as before the checklist.
 */
export interface ChecklistFacts {
  /** Each item's tick. */
  items: Record<string, boolean>;
  /** "Hide this checklist" was pressed. */
  dismissed: boolean;
  /** On an organization's team, a payout account, or an event of their own or their organizations'. */
  organizerSide: boolean;
  /** An order placed or a ticket held: the account has bought (or been given) something. */
  buyerSide: boolean;
}

/** Whether the checklist shows (sign-in lands on it, the management home carries its card). */
export function showsChecklist({ items, dismissed, organizerSide, buyerSide }: ChecklistFacts): boolean {
  const open = !dismissed && !Object.values(items).every(Boolean);
  return open && (organizerSide || !buyerSide);
}
