import { describe, expect, it } from 'vitest';
import type { AdmissionRule } from './admission.ts';
import {
  DOOR_LIST_KEPT_DAYS,
  doorListUsable,
  doorListsPurgedBefore,
  mergeScans,
  scanOrder,
  settleScan,
  type DoorScan,
  type RecordedUse,
  type ScanKey,
  type ScanSettlement,
} from './offline-door.ts';

const H = 3_600_000;
const now = Date.parse('2026-07-10T18:00:00Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const dates = [
  { id: 'fri', startsAt: at(-60), endsAt: at(4 * 60) },
  { id: 'sat', startsAt: at(24 * 60), endsAt: at(28 * 60) },
];
const single: AdmissionRule = { kind: 'single', passOccurrenceIds: [], entries: null };
const pass: AdmissionRule = { kind: 'pass', passOccurrenceIds: [], entries: null };
const card2: AdmissionRule = { kind: 'punch_card', passOccurrenceIds: [], entries: 2 };

const key = (id: string, deviceId: string, minutes: number): ScanKey => ({ id, deviceId, scannedAt: at(minutes) });
const scan = (id: string, deviceId: string, minutes: number, occurrenceId = 'fri'): DoorScan => ({ ...key(id, deviceId, minutes), occurrenceId });
const offlineUse = (entry: number, s: ScanKey, occurrenceId = 'fri'): RecordedUse => ({ occurrenceId, entry, at: s.scannedAt, scan: s });
const onlineUse = (entry: number, minutes: number, occurrenceId = 'fri'): RecordedUse => ({ occurrenceId, entry, at: at(minutes), scan: null });

describe('settleScan: the first scan wins', () => {
  const a5 = key('a', 'phone-a', 5);
  it.each<[string, AdmissionRule, RecordedUse[], DoorScan, ScanSettlement['kind'], number | null]>([
    ['a single ticket nobody scanned: admitted', single, [], scan('b', 'phone-b', 3), 'admit', 1],
    ['an earlier offline scan than the recorded one takes its use', single, [offlineUse(1, a5)], scan('b', 'phone-b', 3), 'displace', 1],
    ['a later offline scan is the conflict', single, [offlineUse(1, a5)], scan('b', 'phone-b', 7), 'conflict', null],
    ['an online check-in is never taken back, even when later', single, [onlineUse(1, 9)], scan('b', 'phone-b', 3), 'conflict', null],
    ['same instant: the smaller device id wins', single, [offlineUse(1, key('a', 'phone-b', 5))], scan('b', 'phone-a', 5), 'displace', 1],
    ['same instant and device: the smaller scan id wins', single, [offlineUse(1, key('b', 'phone-a', 5))], scan('a', 'phone-a', 5), 'displace', 1],
    ['a pass: another date is a new entry', pass, [offlineUse(1, a5)], scan('b', 'phone-b', 24 * 60, 'sat'), 'admit', 2],
    ['a pass: the same date twice, later scan refused', pass, [offlineUse(1, a5)], scan('b', 'phone-b', 6), 'conflict', null],
    ['a punch card with an entry left: admitted', card2, [offlineUse(1, a5)], scan('b', 'phone-b', 6), 'admit', 2],
    [
      'a punch card used up: an earlier scan takes the latest offline use',
      card2,
      [offlineUse(1, a5), offlineUse(2, key('c', 'phone-a', 9))],
      scan('b', 'phone-b', 7),
      'displace',
      2,
    ],
    [
      'a punch card used up by later scans only online: over-use conflict',
      card2,
      [onlineUse(1, 8), onlineUse(2, 9)],
      scan('b', 'phone-b', 1),
      'conflict',
      null,
    ],
    ['a single ticket scanned on another date: conflict', single, [], scan('b', 'phone-b', 3, 'sat'), 'conflict', null],
  ])('%s', (_name, rule, uses, s, kind, entry) => {
    const settled = settleScan({ rule, ticketOccurrenceId: 'fri', uses }, s, dates);
    expect(settled.kind).toBe(kind);
    expect(settled.kind === 'conflict' ? null : settled.entry).toBe(entry);
  });

  it('names the scan it displaces', () => {
    const settled = settleScan({ rule: single, ticketOccurrenceId: 'fri', uses: [offlineUse(1, a5)] }, scan('b', 'phone-b', 3), dates);
    expect(settled).toEqual({ kind: 'displace', entry: 1, loser: a5 });
  });
});

describe('mergeScans', () => {
  it('orders by scanned-at, device, id and keeps each scan id once', () => {
    const merged = mergeScans([key('z', 'b', 2), key('y', 'a', 2), key('x', 'a', 1), key('y', 'a', 2), key('w', 'a', 2)]);
    expect(merged.map((s) => s.id)).toEqual(['x', 'w', 'y', 'z']);
  });

  it.each<[ScanKey, ScanKey, number]>([
    [key('a', 'a', 1), key('a', 'a', 2), -1],
    [key('a', 'b', 1), key('a', 'a', 1), 1],
    [key('a', 'a', 1), key('a', 'a', 1), 0],
  ])('scanOrder(%j, %j) has sign %i', (a, b, sign) => {
    expect(Math.sign(scanOrder(a, b))).toBe(sign);
  });
});

describe('doorListUsable', () => {
  it.each<[number, boolean]>([
    [-H, true],
    [0, false],
    [H, false],
  ])('%i ms around the expiry: %s', (offset, usable) => {
    expect(doorListUsable(at(0), now + offset)).toBe(usable);
  });
});

describe('doorListsPurgedBefore: a list is kept DOOR_LIST_KEPT_DAYS past its expiry', () => {
  const day = 86_400_000;
  it.each<[string, number, boolean]>([
    ['expired a minute ago', -60_000, false],
    ['expired a day short of the month', -(DOOR_LIST_KEPT_DAYS - 1) * day, false],
    ['expired exactly the month before', -DOOR_LIST_KEPT_DAYS * day, false],
    ['expired a minute more than the month before', -DOOR_LIST_KEPT_DAYS * day - 60_000, true],
  ])('a list that %s is purged: %s', (_name, expiredAgo, purged) => {
    const now = new Date('2030-06-01T12:00:00Z');
    const expiresAt = new Date(now.getTime() + expiredAgo);
    expect(expiresAt < doorListsPurgedBefore(now)).toBe(purged);
  });
});
