import { CHECK_IN_REASONS } from '../../../contracts/tickets.messages.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../app/http.ts';
import type { GuestRow } from './api.ts';

/** How a door check-in ended, as the banner shows it. */
export type CheckInKind = 'checked_in' | 'already' | 'not_found' | 'inactive' | 'other_date' | 'error';

/** What the banner shows of the guest: from the server's guest row, or from the offline door list. */
export type DoorGuest = Pick<GuestRow, 'name' | 'ticket' | 'seat' | 'code'>;

export interface CheckInResult {
  kind: CheckInKind;
  /** What was scanned or typed (trimmed). */
  code: string;
  /** The banner's headline: 'Checked in', 'Already checked in at 7:05 PM', 'Ticket not found for this event'… */
  message: string;
  guest: DoorGuest | null;
  at: number;
}

export const RESULT_COLORS: Record<CheckInKind, string> = {
  checked_in: 'teal',
  already: 'orange',
  other_date: 'orange',
  not_found: 'red',
  inactive: 'red',
  error: 'gray',
};

/**
 * The banner's background under its white text: the result's colour at shade 9, where the small line under the name
 * has 4.5:1 (teal 9 5.0:1, red 9 5.5:1). Orange 9 gives 4.3:1, so orange takes a darker tone of it (5.6:1).
 */
const DARKER_THAN_SHADE_9: Record<string, string> = { orange: '#b83d0d' };
export const resultBackground = (kind: CheckInKind): string =>
  DARKER_THAN_SHADE_9[RESULT_COLORS[kind]] ?? `var(--mantine-color-${RESULT_COLORS[kind]}-9)`;

/** Classifies a failed check-in by its answer: 409 already checked in, 404 unknown, 422 inactive or another date. */
export function failedCheckIn(code: string, error: unknown, at = Date.now()): CheckInResult {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { kind: 'error', code, message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE, guest: null, at };
  }
  const message = error.message;
  if (error.status === 409 && error.reason === CHECK_IN_REASONS.alreadyCheckedIn) return { kind: 'already', code, message, guest: null, at };
  if (error.status === 404) return { kind: 'not_found', code, message, guest: null, at };
  if (error.status === 422 && error.reason === CHECK_IN_REASONS.otherDate) return { kind: 'other_date', code, message, guest: null, at };
  if (error.status === 422 && error.fieldErrors.code) return { kind: 'error', code, message: error.fieldErrors.code, guest: null, at };
  if (error.status === 422) return { kind: 'inactive', code, message, guest: null, at };
  return { kind: 'error', code, message, guest: null, at };
}
