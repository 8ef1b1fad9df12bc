import { memberProblems } from '../../../domain/memberships.ts';
import type { MemberBody, MemberView, TierView } from './api.ts';
import { priceLabel } from './labels.ts';

export type MemberFormMode = 'new' | 'edit';

/** The member pages' values; their names are the body's, so the server's field errors land on the right fields. */
export interface MemberFormValues {
  fullName: string;
  email: string;
  tierId: string | null;
  priceId: string | null;
}

export function toMemberFormValues(member: MemberView | null): MemberFormValues {
  if (!member) return { fullName: '', email: '', tierId: null, priceId: null };
  return { fullName: member.userName, email: member.userEmail, tierId: member.tierId, priceId: member.priceId };
}

/** The tiers to choose from: those on public view, and the member's own even when hidden (it stays as it is). */
export function tierChoices(tiers: readonly TierView[], member: MemberView | null): TierView[] {
  return tiers.filter((t) => !t.archived || t.id === member?.tierId);
}

/** The chosen tier's prices on sale, in order, and the member's own even when archived. */
export function priceChoices(tier: TierView | undefined, member: MemberView | null): { value: string; label: string }[] {
  if (!tier) return [];
  return tier.prices
    .filter((p) => !p.archived || p.id === member?.priceId)
    .sort((a, b) => a.position - b.position)
    .map((p) => ({ value: p.id, label: priceLabel(p.price, p.currency || tier.currency, p.interval) }));
}

/** After a tier is chosen: its price when it has only one, else none yet. */
export function priceAfterTierChange(tier: TierView | undefined): string | null {
  const live = tier?.prices.filter((p) => !p.archived) ?? [];
  return live.length === 1 ? live[0]!.id : null;
}

/** The request body; the e-mail only counts when adding (the server keeps the member's address on edit). */
export function toMemberBody(values: MemberFormValues, ownerId: string, mode: MemberFormMode): MemberBody {
  return {
    ownerId,
    fullName: values.fullName.trim(),
    email: mode === 'new' ? values.email.trim().toLowerCase() : '',
    tierId: values.tierId,
    priceId: values.priceId,
  };
}

/** The member rules of the domain (the server runs the same): form path -> message. */
export function validateMember(values: MemberFormValues, mode: MemberFormMode): Record<string, string> {
  const body = toMemberBody(values, '', mode);
  return memberProblems({ fullName: body.fullName, email: body.email ?? '', tierId: body.tierId, priceId: body.priceId }, mode);
}
