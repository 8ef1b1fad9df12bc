import { format } from 'date-fns';
import { BENEFIT_TEXTS as B, MEMBER_NAME_CUT, MEMBER_STATUS_TEXTS, TIER_LIST_TEXTS, intervalLabel } from '../../../contracts/memberships.messages.ts';
import { EVENT_CATEGORIES } from '../../../domain/events.ts';
import type { MemberDisplayKind, PriceInterval } from '../../../domain/memberships.ts';
import { formatMoney } from '../../../domain/money.ts';
import { truncate } from '../../../domain/text.ts';
import type { BenefitView, MemberView, TierView } from './api.ts';

/** How the members table writes a status date (content-management 2.2): '05 Mar 2026'. */
export const MEMBER_DATE_FORMAT = 'dd MMM yyyy';

/** '$5.00 monthly': a price as the tier list and the member pages show it. */
export function priceLabel(amount: number, currency: string, interval: PriceInterval): string {
  return `${formatMoney(amount, currency)} ${intervalLabel(interval)}`;
}

/** A tier's prices on offer, in their order (archived ones are no longer sold). */
export function tierPriceLabels(tier: Pick<TierView, 'prices' | 'currency'>): string[] {
  return tier.prices
    .filter((p) => !p.archived)
    .sort((a, b) => a.position - b.position)
    .map((p) => priceLabel(p.price, p.currency || tier.currency, p.interval));
}

/** 'Limited (X of Y remaining)' or 'Unlimited'. */
export function capacityLabel(tier: Pick<TierView, 'validSubscriptionsLimit' | 'remaining'>): string {
  const limit = tier.validSubscriptionsLimit;
  return limit == null ? TIER_LIST_TEXTS.unlimited : TIER_LIST_TEXTS.limited(tier.remaining ?? 0, limit);
}

/** '$5.00' off or '15%' off. */
export function discountLabel(benefit: Pick<BenefitView, 'amount' | 'percentageValue' | 'currency'>): string {
  if (benefit.percentageValue != null) return `${benefit.percentageValue}%`;
  return benefit.amount != null ? formatMoney(benefit.amount, benefit.currency) : '';
}

/** 'Unlimited' or '2 per month'. */
export function usageLabel(benefit: Pick<BenefitView, 'quantity' | 'quantityScope'>): string {
  if (benefit.quantity == null) return B.usageKinds.unlimited;
  return B.usesPer(benefit.quantity, B.scopes[benefit.quantityScope ?? 'event']);
}

const CATEGORY_NAMES = new Map<string, string>(EVENT_CATEGORIES.map((c) => [c.key, c.name]));

/** 'All tickets', the categories' names, or '3 tickets'. */
export function appliesToLabel(benefit: Pick<BenefitView, 'discountScope' | 'categoryIds' | 'ticketIds'>): string {
  if (benefit.discountScope === 'categories') return benefit.categoryIds.map((id) => CATEGORY_NAMES.get(id) ?? id).join(', ');
  if (benefit.discountScope === 'tickets') return B.ticketsCount(benefit.ticketIds.length);
  return B.discountScopes.all;
}

/** The members table's status (content-management 4): 'renews 05 Mar 2026', 'expires …', 'expired', 'invited'. */
export function memberStatusText(display: MemberView['display']): string {
  const date = display.date ? format(new Date(display.date), MEMBER_DATE_FORMAT) : null;
  if (display.kind === 'renews' && date) return MEMBER_STATUS_TEXTS.renews(date);
  if (display.kind === 'expires' && date) return MEMBER_STATUS_TEXTS.expires(date);
  return display.kind === 'invited' ? MEMBER_STATUS_TEXTS.invited : MEMBER_STATUS_TEXTS.expired;
}

export const MEMBER_STATUS_COLORS: Record<MemberDisplayKind, string> = { renews: 'green', expires: 'orange', expired: 'gray', invited: 'blue' };

/** The member's name in the table, cut at 20 characters. */
export const memberTableName = (member: Pick<MemberView, 'userName' | 'userEmail'>) =>
  truncate(member.userName || member.userEmail, MEMBER_NAME_CUT.table);

/** The tier filter's options: tier names cut at 13 characters. */
export function tierFilterOptions(tiers: readonly Pick<TierView, 'id' | 'name'>[]): { value: string; label: string }[] {
  return tiers.map((t) => ({ value: t.id, label: truncate(t.name, MEMBER_NAME_CUT.tierFilter) }));
}

/** The patron's page in reporting: by account id, or by e-mail for a member without an account. */
export function patronPath(username: string, member: Pick<MemberView, 'userId' | 'userEmail'>): string {
  return `/manage/${encodeURIComponent(username)}/reporting/patrons/${encodeURIComponent(member.userId ?? member.userEmail)}`;
}
