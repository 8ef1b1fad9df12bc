/**
 * The analytics session id, in local storage (accounts-and-reporting 3): one per browser visit, a new one after 30
 * minutes without activity, as web analytics count visits.
 */

export const SESSION_KEY = 'ovation_analytics_session';
export const SESSION_IDLE_MS = 30 * 60 * 1000;

export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredSession {
  id: string;
  seenAt: number;
}

/** A version 4 uuid from the browser's random numbers (crypto.randomUUID needs a secure context). */
export function newUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function read(store: Store): StoredSession | null {
  try {
    const value = JSON.parse(store.getItem(SESSION_KEY) ?? 'null') as Partial<StoredSession> | null;
    return typeof value?.id === 'string' && typeof value.seenAt === 'number' ? { id: value.id, seenAt: value.seenAt } : null;
  } catch {
    return null;
  }
}

/** The current session, or a new one (`fresh`) when there is none or it has been idle too long; marks it seen now. */
export function touchSession(store: Store, now: number, makeId: () => string = newUuid): { id: string; fresh: boolean } {
  const stored = read(store);
  const fresh = !stored || now - stored.seenAt > SESSION_IDLE_MS;
  const id = fresh ? makeId() : stored.id;
  try {
    store.setItem(SESSION_KEY, JSON.stringify({ id, seenAt: now } satisfies StoredSession));
  } catch {
    // Storage full or blocked: the session lasts as long as this page.
  }
  return { id, fresh };
}
