import { describe, expect, it } from 'vitest';
import { area, chart, row, stage, table } from './chart.fixtures.ts';
import { SEATING_LIMITS } from './limits.ts';
import type { ChartIssue } from './validate.ts';
import { chartIssueMessage, validateChart } from './validate.ts';
import type { ChartDocument } from './types.ts';

describe('validateChart', () => {
  it.each<[string, ChartDocument, ChartIssue[]]>([
    ['a usable chart', chart([row(), table(), area()]), []],
    ['only a standing area is usable', chart([area()]), []],
    ['nothing to sell', chart([stage()]), [{ kind: 'empty' }]],
    ['no objects at all', chart([]), [{ kind: 'empty' }]],
    [
      'the same row drawn twice',
      chart([row({ id: 'r1', section: 'Orchestra', seats: 3 }), row({ id: 'r2', section: 'Orchestra', seats: 4, y: 30 })]),
      [1, 2, 3].map((n) => ({
        kind: 'duplicateSeat' as const,
        key: `Orchestra/A/${n}`,
        objectIds: ['r1', 'r2'],
        place: { section: 'Orchestra', group: 'A', groupKind: 'row' as const, seat: String(n) },
      })),
    ],
    [
      'rows sharing a label whose seats are labelled apart',
      chart([row({ id: 'r1', seats: 2, numbering: { scheme: 'alpha', start: 1, reversed: false } }), row({ id: 'r2', seats: 1, x: 100 })]),
      [],
    ],
    [
      'two areas with one label',
      chart([area({ id: 'a1' }), area({ id: 'a2', label: ' Floor' })]),
      [{ kind: 'duplicateArea', key: 'area:Floor', objectIds: ['a1', 'a2'], label: 'Floor' }],
    ],
    [
      'seats of a row without a category, counted once per row',
      chart([row({ id: 'r1', label: 'B', categoryKey: null, seats: 5, overrides: [{ index: 0, categoryKey: 'vip' }] })]),
      [{ kind: 'noCategory', objectId: 'r1', count: 4, object: { type: 'row', section: '', label: 'B' } }],
    ],
    [
      'an override that takes a seat out of its category',
      chart([table({ id: 't1', label: '4', overrides: [{ index: 2, categoryKey: null }] })]),
      [{ kind: 'noCategory', objectId: 't1', count: 1, object: { type: 'table', section: '', label: '4' } }],
    ],
    [
      'an area without a category',
      chart([area({ id: 'a1', categoryKey: null })]),
      [{ kind: 'noCategory', objectId: 'a1', count: 1, object: { type: 'area', section: '', label: 'Floor' } }],
    ],
    [
      'an unknown category, once per object and key',
      chart([
        row({
          id: 'r1',
          section: 'Balcony',
          categoryKey: 'gold',
          overrides: [
            { index: 1, categoryKey: 'gold' },
            { index: 2, categoryKey: 'silver' },
          ],
        }),
        area({ id: 'a1', categoryKey: 'gold' }),
      ]),
      [
        { kind: 'unknownCategory', objectId: 'r1', categoryKey: 'gold', object: { type: 'row', section: 'Balcony', label: 'A' } },
        { kind: 'unknownCategory', objectId: 'r1', categoryKey: 'silver', object: { type: 'row', section: 'Balcony', label: 'A' } },
        { kind: 'unknownCategory', objectId: 'a1', categoryKey: 'gold', object: { type: 'area', section: '', label: 'Floor' } },
      ],
    ],
    [
      'two categories with one key',
      chart(
        [row()],
        [
          { key: 'std', name: 'Standard', color: '#000000' },
          { key: 'std', name: 'Stalls', color: '#ffffff' },
        ],
      ),
      [{ kind: 'duplicateCategory', key: 'std' }],
    ],
  ])('%s', (_name, doc, want) => {
    expect(validateChart(doc)).toEqual(want);
  });

  it('refuses more seats than a chart may hold, without listing them', () => {
    const rows = Array.from({ length: 101 }, (_, i) => row({ id: `r${i}`, label: `R${i}`, seats: 500 }));
    expect(validateChart(chart(rows))).toEqual([{ kind: 'tooManySeats', count: 50_500, max: SEATING_LIMITS.seats }]);
  });
});

describe('chartIssueMessage', () => {
  it.each<[ChartIssue, string]>([
    [
      {
        kind: 'duplicateSeat',
        key: 'Orchestra/A/3',
        objectIds: ['r1', 'r2'],
        place: { section: 'Orchestra', group: 'A', groupKind: 'row', seat: '3' },
      },
      'Seat Orchestra, Row A, Seat 3 appears twice',
    ],
    [
      { kind: 'duplicateSeat', key: '/4/1', objectIds: ['t1', 't2', 't3'], place: { section: '', group: '4', groupKind: 'table', seat: '1' } },
      'Seat Table 4, Seat 1 appears 3 times',
    ],
    [{ kind: 'duplicateArea', key: 'area:Floor', objectIds: ['a1', 'a2'], label: 'Floor' }, 'The standing area Floor appears twice'],
    [{ kind: 'noCategory', objectId: 'r1', count: 4, object: { type: 'row', section: '', label: 'B' } }, '4 seats of row B have no category'],
    [
      { kind: 'noCategory', objectId: 'r1', count: 1, object: { type: 'table', section: 'Terrace', label: '4' } },
      '1 seat of Terrace, table 4 has no category',
    ],
    [
      { kind: 'noCategory', objectId: 'r1', count: 2, object: { type: 'row', section: '', label: '' } },
      '2 seats of a row without a label have no category',
    ],
    [
      { kind: 'noCategory', objectId: 'a1', count: 1, object: { type: 'area', section: '', label: 'Floor' } },
      'The standing area Floor has no category',
    ],
    [
      { kind: 'unknownCategory', objectId: 'r1', categoryKey: 'gold', object: { type: 'row', section: 'Balcony', label: 'A' } },
      "The category gold of Balcony, row A is not among the chart's categories",
    ],
    [{ kind: 'duplicateCategory', key: 'std' }, 'Two categories have the key std'],
    [{ kind: 'tooManySeats', count: 50_500, max: 50_000 }, 'The chart has 50,500 seats; a chart can have at most 50,000'],
    [{ kind: 'empty' }, 'The chart has no seats or standing areas to sell'],
  ])('%j', (issue, want) => {
    expect(chartIssueMessage(issue)).toBe(want);
  });
});
