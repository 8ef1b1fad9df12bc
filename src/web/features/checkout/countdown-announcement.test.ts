import { describe, expect, it } from 'vitest';
import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { countdownAnnouncement } from './countdown-announcement.ts';

describe('countdownAnnouncement', () => {
  it.each([
    ['no deadline', null, ''],
    ['14 minutes left', 840_000, ''],
    ['just over a minute', 60_001, ''],
    ['the last minute starts', 60_000, T.lastMinute],
    ['half a minute', 30_000, T.lastMinute],
    ['the last second', 1, T.lastMinute],
    ["time's up (the dialog speaks)", 0, ''],
  ])('%s: %s ms', (_, msLeft, said) => {
    expect(countdownAnnouncement(msLeft)).toBe(said);
  });

  it('changes once in the last two minutes of ticks, not every second', () => {
    const said = Array.from({ length: 121 }, (_, i) => countdownAnnouncement((120 - i) * 1000));
    const changes = said.filter((text, i) => i > 0 && text !== said[i - 1]);
    // On at 60 s, off at 0 (the Time's up dialog): two changes, one of them a sentence.
    expect(changes).toEqual([T.lastMinute, '']);
  });
});
