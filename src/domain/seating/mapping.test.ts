import { describe, expect, it } from 'vitest';
import { area, chart, row } from './chart.fixtures.ts';
import type { SeatTicketType } from './mapping.ts';
import { ticketTypesForSeat, unmappedCategories } from './mapping.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const type = (id: string, over: Partial<SeatTicketType> = {}): SeatTicketType => ({
  id,
  seatsCategoryKeys: ['std'],
  quantity: 100,
  startsSalesAt: null,
  endsSalesAt: null,
  ...over,
});

describe('ticketTypesForSeat', () => {
  it.each<[string, SeatTicketType[], string[]]>([
    [
      'every type that sells the category, in their order',
      [type('adult'), type('child'), type('vip', { seatsCategoryKeys: ['vip'] })],
      ['adult', 'child'],
    ],
    ['a type selling several categories', [type('any', { seatsCategoryKeys: ['vip', 'std'] })], ['any']],
    [
      'not before its sales start',
      [type('early', { startsSalesAt: '2026-05-01T12:00:01Z' }), type('open', { startsSalesAt: '2026-05-01T12:00:00Z' })],
      ['open'],
    ],
    [
      'not once its sales have ended (the end itself is closed)',
      [type('ended', { endsSalesAt: '2026-05-01T12:00:00Z' }), type('ending', { endsSalesAt: '2026-05-01T12:00:01Z' })],
      ['ending'],
    ],
    ['not with a quantity of 0', [type('none', { quantity: 0 }), type('some', { quantity: 1 })], ['some']],
    ['not with less than nothing left', [type('over', { quantity: -2 }), type('unlimited', { quantity: null })], ['unlimited']],
    [
      'dates as Date objects too, and an offset',
      [type('d', { startsSalesAt: new Date('2026-05-01T11:00:00Z'), endsSalesAt: '2026-05-01T14:00:00+02:00' })],
      [],
    ],
    ['no type for it', [type('vip', { seatsCategoryKeys: ['vip'] })], []],
  ])('%s', (_name, types, want) => {
    expect(ticketTypesForSeat('std', types, NOW).map((t) => t.id)).toEqual(want);
  });
});

describe('unmappedCategories', () => {
  const doc = chart(
    [row({ categoryKey: 'std' }), row({ id: 'r2', label: 'B', categoryKey: 'vip' }), area({ categoryKey: 'box' })],
    [
      { key: 'std', name: 'Standard', color: '#000000' },
      { key: 'vip', name: 'VIP', color: '#111111' },
      { key: 'box', name: 'Box', color: '#222222' },
      { key: 'unused', name: 'Unused', color: '#333333' },
    ],
  );

  it.each<[string, SeatTicketType[], string[]]>([
    ['no ticket types: every category in use', [], ['std', 'vip', 'box']],
    ['one type for two', [type('t', { seatsCategoryKeys: ['std', 'box'] })], ['vip']],
    ['all sold', [type('a', { seatsCategoryKeys: ['std', 'vip'] }), type('b', { seatsCategoryKeys: ['box'] })], []],
    [
      'a type off sale still maps its category',
      [type('a', { seatsCategoryKeys: ['std', 'vip', 'box'], quantity: 0, endsSalesAt: '2020-01-01T00:00:00Z' })],
      [],
    ],
  ])('%s', (_name, types, want) => {
    expect(unmappedCategories(doc, types).map((c) => c.key)).toEqual(want);
  });
});
