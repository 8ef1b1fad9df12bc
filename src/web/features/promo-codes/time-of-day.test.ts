import { describe, expect, it } from 'vitest';
import { TIME_STEP_MINUTES, formatTimeOfDay, normalizeTimeText, parseTimeOfDay, timeSteps } from './time-of-day.ts';

describe('formatTimeOfDay', () => {
  it.each([
    [0, '12:00 AM'],
    [30, '12:30 AM'],
    [60, '01:00 AM'],
    [9 * 60 + 5, '09:05 AM'],
    [11 * 60 + 59, '11:59 AM'],
    [12 * 60, '12:00 PM'],
    [12 * 60 + 30, '12:30 PM'],
    [18 * 60 + 30, '06:30 PM'],
    [23 * 60 + 59, '11:59 PM'],
  ])('%d minutes -> %s', (minutes, text) => {
    expect(formatTimeOfDay(minutes)).toBe(text);
  });
});

describe('parseTimeOfDay', () => {
  it.each([
    // the picker's own format
    ['06:30 PM', 18 * 60 + 30],
    ['12:00 AM', 0],
    ['12:30 PM', 12 * 60 + 30],
    ['01:05 am', 65],
    ['1:05pm', 13 * 60 + 5],
    [' 11:59 P.M. ', 23 * 60 + 59],
    // 24-hour input
    ['18:30', 18 * 60 + 30],
    ['00:00', 0],
    ['0:15', 15],
    ['9:00', 9 * 60],
    ['23:59', 23 * 60 + 59],
    ['12:00', 12 * 60],
    // out of range or malformed
    ['13:00 PM', null],
    ['00:30 AM', null],
    ['24:00', null],
    ['18:60', null],
    ['6:5 PM', null],
    ['1830', null],
    ['18:3', null],
    ['noon', null],
    ['', null],
    ['123:00', null],
  ])('%j -> %j', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });
});

describe('normalizeTimeText (on blur)', () => {
  it.each([
    ['18:30', '06:30 PM'],
    ['0:00', '12:00 AM'],
    ['12:15', '12:15 PM'],
    ['7:45 am', '07:45 AM'],
    ['06:30 PM', '06:30 PM'],
    ['25:00', null],
    ['later', null],
  ])('%j -> %j', (text, normalized) => {
    expect(normalizeTimeText(text)).toBe(normalized);
  });
});

describe('timeSteps', () => {
  it('steps every 30 minutes over the whole day by default', () => {
    const steps = timeSteps();
    expect(TIME_STEP_MINUTES).toBe(30);
    expect(steps).toHaveLength(48);
    expect(steps.slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '01:00 AM']);
    expect(steps.at(-1)).toBe('11:30 PM');
  });

  it.each([
    // min, max, first, last, count
    [{ min: 14 * 60 + 10 }, '02:30 PM', '11:30 PM', 19],
    [{ min: 14 * 60 + 30 }, '02:30 PM', '11:30 PM', 19],
    [{ min: 14 * 60 + 31 }, '03:00 PM', '11:30 PM', 18],
    [{ min: null, max: 60 }, '12:00 AM', '01:00 AM', 3],
    [{ min: 9 * 60, max: 10 * 60 + 29 }, '09:00 AM', '10:00 AM', 3],
  ])('%j: %s to %s (%d times)', (bounds, first, last, count) => {
    const steps = timeSteps(bounds);
    expect(steps[0]).toBe(first);
    expect(steps.at(-1)).toBe(last);
    expect(steps).toHaveLength(count);
  });

  it.each([[{ min: 23 * 60 + 31 }], [{ min: 10 * 60, max: 9 * 60 }], [{ min: 10 * 60 + 1, max: 10 * 60 + 29 }]])(
    '%j offers nothing (No times available)',
    (bounds) => {
      expect(timeSteps(bounds)).toEqual([]);
    },
  );
});
