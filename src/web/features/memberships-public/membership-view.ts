import { format } from 'date-fns';
import { MEMBERSHIP_PAGE_TEXTS, SANDBOX_SUBSCRIPTION_TEXTS as S } from '../../../contracts/memberships.messages.ts';
import { intervalLabel, memberDisplay, type MemberStatus, type PriceInterval } from '../../../domain/memberships.ts';
import { formatMoney } from '../../../domain/money.ts';
import { redirectTarget } from '../../app/search-params.ts';
import type { PublicTier, SandboxSubscriptionView, TierPrice } from './api.ts';

/** What the membership pages show, without React (content-management 2.3): pure and table-tested. */

/** '$5.00 monthly': the currency symbol first, the interval plus 'ly'. */
export function priceLabel(amount: number, currency: string, interval: PriceInterval): string {
  return `${formatMoney(amount, currency)} ${intervalLabel(interval)}`;
}

/** A tier's prices as shown: by position (the server leaves archived ones out). */
export function shownPrices(prices: readonly TierPrice[]): TierPrice[] {
  return [...prices].sort((a, b) => a.position - b.position);
}

/** Held tiers first, the rest in the server's order (the sort is stable). */
export function heldFirst(tiers: readonly PublicTier[]): PublicTier[] {
  return [...tiers].sort((a, b) => Number(b.subscription !== null) - Number(a.subscription !== null));
}

/**
 * A tier card's button: Manage for a membership paid through the provider (the manage form), Manage opening the
 * 'added manually' modal for one the organizer added, otherwise Subscribe, disabled without a subscribe URL.
 */
export type TierAction = { kind: 'manage' } | { kind: 'manual' } | { kind: 'subscribe'; enabled: boolean };

export function tierAction(tier: Pick<PublicTier, 'subscription'>, price: Pick<TierPrice, 'subscribeUrl'> | undefined): TierAction {
  if (tier.subscription) return { kind: tier.subscription.stripeSubscription ? 'manage' : 'manual' };
  return { kind: 'subscribe', enabled: Boolean(price?.subscribeUrl) };
}

/** The query's outcome of a subscribe or manage form post: 'Error!' with error_message, else 'Processing...' with success_message. */
export interface ResultSearch {
  error_message?: string;
  success_message?: string;
}

export function resultModal(search: ResultSearch): { title: string; message: string; error: boolean } | null {
  if (search.error_message) return { title: MEMBERSHIP_PAGE_TEXTS.error, message: search.error_message, error: true };
  if (search.success_message) return { title: MEMBERSHIP_PAGE_TEXTS.processing, message: search.success_message, error: false };
  return null;
}

/**
 * Whether the page shows a subscription that went through (the analytics' membership_subscribed): the success
 * message ('Processing...') only says the patron came back from paying; the page must also show them as a member.
 */
export function subscribedShown(result: ReturnType<typeof resultModal>, member: boolean | undefined): boolean {
  return result !== null && !result.error && member === true;
}

/** Query params that belong to one visit (the result modal's message, the subscribe replay), never to the page's address. */
const TRANSIENT = ['error_message', 'success_message', 'subscribe'];

/** The page's address to come back to: its path and query without the transient params. */
export function returnPath(location: { pathname: string; search: string }, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(location.search);
  for (const key of TRANSIENT) params.delete(key);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const qs = params.toString().replace(/%2F/gi, '/');
  return qs ? `${location.pathname}?${qs}` : location.pathname;
}

/** Where a finished sandbox checkout goes: the page it came from (same-origin only) with the result modal's message. */
export function withResult(returnTo: string, key: keyof ResultSearch, message: string): string {
  const [path = '/', query = ''] = redirectTarget(returnTo).split('?');
  const params = new URLSearchParams(query);
  params.set(key, message);
  return `${path}?${params.toString().replace(/%2F/gi, '/')}`;
}

/** A form's action with `redirect_to` in its query, where the server sends the browser back. */
export function withRedirect(url: string, redirectTo: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}redirect_to=${encodeURIComponent(redirectTo)}`;
}

/** The date of a membership's state: 'Renews on Jan 5, 2026', 'Expires on …', or 'This membership has expired.' */
export function membershipDateLine(view: Pick<SandboxSubscriptionView, 'status' | 'expiresAt' | 'autoRenew'>, now: Date): string | null {
  if (view.status === 'pending') return null;
  const shown = memberDisplay({ status: view.status, expiresAt: view.expiresAt ? new Date(view.expiresAt) : null, autoRenew: view.autoRenew }, now);
  if (shown.kind === 'expired') return S.expired;
  if (!shown.date) return null;
  return (shown.kind === 'renews' ? S.renews : S.expires)(formatMembershipDate(shown.date));
}

export function formatMembershipDate(date: Date): string {
  return format(date, 'MMM d, y');
}

/** Whether a membership still counts (the Subscriptions tab hides expired ones). */
export function isExpiredMembership(m: { status: MemberStatus; expiresAt: string | null }, now: Date): boolean {
  return memberDisplay({ status: m.status, expiresAt: m.expiresAt ? new Date(m.expiresAt) : null }, now).kind === 'expired';
}

/**
 * The manage view's actions: Cancel while it would renew (or while past due), Resume while canceled with paid time
 * left, Change card while it would renew (a past-due member's way back).
 */
export function manageActions(view: Pick<SandboxSubscriptionView, 'status' | 'expiresAt' | 'canceledAt'>, now: Date) {
  const live = view.expiresAt !== null && new Date(view.expiresAt).getTime() > now.getTime();
  const canceled = view.status === 'canceled' || view.canceledAt !== null;
  const running = view.status === 'active' || view.status === 'past_due';
  const renewing = running && !canceled && (live || view.status === 'past_due');
  return { cancel: renewing, resume: canceled && view.status !== 'expired' && live, changeCard: renewing };
}
