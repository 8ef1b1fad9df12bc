import { REFERRAL_RULES } from '../../../domain/referrals.values.ts';
import { USERNAME_PATTERN } from '../../../domain/people.values.ts';

/**
 * The referral link a visitor came through (/?ref={username} on any page), remembered in local storage until they
 * sign up: the first link wins for 30 days (docs/decisions/reporting.md 'Referral programme').
 */
export const REFERRER_KEY = 'referrer';
const REFERRER_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The longest handle the sign-up accepts as a referrer. */
const HANDLE_MAX = 100;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredReferrer {
  handle: string;
  at: number;
}

const browserStore = (): Store | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the link is not remembered
  }
};

/** The handle of an address's ?ref=, when it looks like one. */
export function referrerFromSearch(search: string): string | null {
  const handle = new URLSearchParams(search).get(REFERRAL_RULES.queryParam)?.trim() ?? '';
  return handle.length <= HANDLE_MAX && USERNAME_PATTERN.test(handle) ? handle : null;
}

/** The remembered handle, unless it is older than 30 days. */
export function readReferrer(now = Date.now(), store: Store | null = browserStore()): string | null {
  try {
    const value = JSON.parse(store?.getItem(REFERRER_KEY) ?? 'null') as Partial<StoredReferrer> | null;
    if (typeof value?.handle !== 'string' || typeof value.at !== 'number' || now - value.at > REFERRER_TTL_MS) return null;
    return value.handle;
  } catch {
    return null;
  }
}

/** Remembers the address's referral handle, unless one from a link of the last 30 days is kept already. */
export function rememberReferrer(search: string, now = Date.now(), store: Store | null = browserStore()): void {
  const handle = referrerFromSearch(search);
  if (!handle || readReferrer(now, store)) return;
  try {
    store?.setItem(REFERRER_KEY, JSON.stringify({ handle, at: now } satisfies StoredReferrer));
  } catch {
    // storage full or blocked: the link is not remembered
  }
}

/** After the sign-up that used it. */
export function forgetReferrer(store: Store | null = browserStore()): void {
  try {
    store?.removeItem(REFERRER_KEY);
  } catch {
    // nothing stored
  }
}
