/**
 * The door phone's scans and what becomes of them (issue 35, docs/decisions/tickets.md "Wiped", "Lost access",
 * "Purge"): the rule is that nothing admitted is lost without a word. Pure, so the store and the page decide alike.
 */

/**
 * - waiting: admitted offline, not sent yet;
 * - synced: the server answered it (admitted or a conflict);
 * - refused: the server refused this account the event (403): sent again only if the page opens again, that is once
 *   the access is back;
 * - purged: its list was deleted 30 days after it expired (404): no server can take it any more.
 */
export type DoorScanState = 'waiting' | 'synced' | 'refused' | 'purged';

/** A scan admitted on this device by the account `userId`. */
export interface DoorDeviceScan {
  id: string;
  eventId: string;
  listId: string;
  userId: string;
  ref: string;
  occurrenceId: string;
  scannedAt: string;
  state: DoorScanState;
}

/** The scans an account may see and send on a shared device: its own. */
export const scansOfAccount = <S extends Pick<DoorDeviceScan, 'userId'>>(scans: readonly S[], userId: string): S[] =>
  scans.filter((s) => s.userId === userId);

/** What a sync sends: every scan the server has not answered and could still take. */
export const toSend = (s: Pick<DoorDeviceScan, 'state'>): boolean => s.state === 'waiting' || s.state === 'refused';

/**
 * What sign-out or an expired session keeps: every scan not answered by the server (a ref and a time, meaningless
 * without its list's key). The synced ones go with the lists: the next list counts them as uses.
 */
export const keptWithoutSession = (s: Pick<DoorDeviceScan, 'state'>): boolean => s.state !== 'synced';

/** What an upload's refusal makes of its scans: 403 refused, 404 purged; anything else leaves them waiting. */
export function stateAfterRefusal(status: number): Extract<DoorScanState, 'refused' | 'purged'> | null {
  if (status === 403) return 'refused';
  if (status === 404) return 'purged';
  return null;
}

export interface UnsentCounts {
  waiting: number;
  refused: number;
  purged: number;
}

export function unsentCounts(scans: readonly Pick<DoorDeviceScan, 'state'>[]): UnsentCounts {
  const counts: UnsentCounts = { waiting: 0, refused: 0, purged: 0 };
  for (const s of scans) if (s.state !== 'synced') counts[s.state] += 1;
  return counts;
}
