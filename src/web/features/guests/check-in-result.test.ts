import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../app/contrast.ts';
import { theme } from '../../app/theme.ts';
import { CHECK_IN_REASONS, type CheckInReason } from '../../../contracts/tickets.messages.ts';
import { ApiError } from '../../app/http.ts';
import { failedCheckIn, RESULT_COLORS, resultBackground, type CheckInKind } from './check-in-result.ts';

const err = (status: number, message: string, fieldErrors: Record<string, string> = {}, reason?: CheckInReason) =>
  new ApiError(status, 'x', message, fieldErrors, undefined, [message], reason);

describe('failedCheckIn', () => {
  it.each([
    [err(409, 'Already checked in at 7:05 PM', {}, CHECK_IN_REASONS.alreadyCheckedIn), 'already', 'Already checked in at 7:05 PM'],
    [
      err(409, 'More than one ticket has this code. Scan the QR code or find the guest in the list.'),
      'error',
      'More than one ticket has this code. Scan the QR code or find the guest in the list.',
    ],
    [err(404, 'Ticket not found for this event'), 'not_found', 'Ticket not found for this event'],
    [err(422, 'This ticket was canceled'), 'inactive', 'This ticket was canceled'],
    [
      err(422, 'This ticket is for Sat, 5 Apr 2025, 7:00 PM', {}, CHECK_IN_REASONS.otherDate),
      'other_date',
      'This ticket is for Sat, 5 Apr 2025, 7:00 PM',
    ],
    // A punch card with no entry left is a refusal like an inactive ticket (red).
    [
      err(422, 'No entries left: all 10 were used, the last at 7:05 PM', {}, CHECK_IN_REASONS.noEntriesLeft),
      'inactive',
      'No entries left: all 10 were used, the last at 7:05 PM',
    ],
    [err(422, 'Invalid input', { code: 'Enter a ticket code or scan a QR code' }), 'error', 'Enter a ticket code or scan a QR code'],
    [
      err(0, 'Network error: Please check your internet connection and try again'),
      'error',
      'Network error: Please check your internet connection and try again',
    ],
    [new Error('boom'), 'error', 'Network error: Please check your internet connection and try again'],
  ])('%#', (error, kind, message) => {
    const r = failedCheckIn('8233AE9B', error, 1);
    expect(r).toEqual({ kind, code: '8233AE9B', message, guest: null, at: 1 });
  });
});

describe('the result banner', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  /** A background as the browser paints it: `var(--mantine-color-<name>-<shade>)` is the theme's colour. */
  const painted = (background: string) => {
    const [, name, shade] = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(background) ?? [];
    return name ? merged.colors[name]![Number(shade)]! : background;
  };
  it.each(Object.keys(RESULT_COLORS) as CheckInKind[])('%s: white text on it has 4.5:1 at least (its small line)', (kind) => {
    expect(contrastRatio('#ffffff', painted(resultBackground(kind)))).toBeGreaterThanOrEqual(4.5);
  });
});
