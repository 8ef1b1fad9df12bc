import { describe, expect, it } from 'vitest';
import {
  CARD_READER_MESSAGES as M,
  accountCountry,
  locationProblems,
  maskAccountId,
  payoutCurrency,
  previousUtcDay,
  providerFee,
  readerProblems,
  sandboxPayoutsDue,
  startOfUtcDay,
} from './payouts.ts';

const OWNER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const LOCATION = '00000000-0000-4000-8000-0000000000aa';

describe('maskAccountId', () => {
  it.each([
    ['acct_1Nv0FGQ9RKHgCVdK', 'acct_…CVdK'],
    ['acct_sandbox_0123456789abcdef', 'acct_…cdef'],
    ['1234567890', '…7890'],
    ['abc', '…abc'],
    [null, null],
    ['', null],
  ])('%j -> %j', (id, masked) => expect(maskAccountId(id)).toBe(masked));
});

describe('accountCountry', () => {
  it.each([
    ['usd', 'US'],
    ['mxn', 'MX'],
    ['gbp', 'GB'],
    ['jpy', 'JP'],
    ['eur', undefined],
    ['ksh', undefined],
  ])('%s -> %s', (currency, country) => expect(accountCountry(currency)).toBe(country));
});

describe('payoutCurrency', () => {
  it.each([
    ['usd', 'usd'],
    [' EUR ', 'eur'],
    ['Jpy', 'jpy'],
    ['', null],
    ['dollars', null],
    ['xxx', null],
  ])('%j -> %j', (input, code) => expect(payoutCurrency(input)).toBe(code));
});

describe('providerFee', () => {
  it.each([
    [5338, 'usd', 155 + 30],
    [5338, 'USD', 155 + 30],
    [2000, 'gbp', 30 + 20],
    [10000, 'eur', 150 + 25],
    [10000, 'jpy', 360],
    [1000, 'inr', 30],
    [1, 'usd', 30],
    [0, 'usd', 0],
    [-500, 'usd', 0],
    [10000, 'unknown', 290 + 30],
  ])('%d %s -> %d', (amount, currency, fee) => expect(providerFee(amount, currency)).toBe(fee));
});

describe('UTC days', () => {
  it.each([
    ['2025-03-10T00:00:00Z', '2025-03-10T00:00:00.000Z', '2025-03-09T00:00:00.000Z'],
    ['2025-03-10T23:59:59.999Z', '2025-03-10T00:00:00.000Z', '2025-03-09T00:00:00.000Z'],
    ['2025-03-01T05:00:00-08:00', '2025-03-01T00:00:00.000Z', '2025-02-28T00:00:00.000Z'],
    ['2024-03-01T01:00:00+02:00', '2024-02-29T00:00:00.000Z', '2024-02-28T00:00:00.000Z'],
    ['2025-01-01T12:00:00Z', '2025-01-01T00:00:00.000Z', '2024-12-31T00:00:00.000Z'],
  ])('%s: day starts %s, previous day %s', (at, start, previous) => {
    expect(startOfUtcDay(new Date(at)).toISOString()).toBe(start);
    expect(previousUtcDay(new Date(at)).toISOString()).toBe(previous);
  });
});

describe('locationProblems', () => {
  const venue = {
    name: 'Lovelace Hall',
    address: '350 Fifth Avenue',
    apartment: 'Suite 100',
    city: 'New York',
    state: 'New York',
    stateCode: 'NY',
    zipcode: '10118',
  };
  it.each([
    ['a complete US address', {}, null],
    ['coordinates on the edge', { lat: -90, long: 180 }, null],
    ['country in lower case', { country: 'us' }, null],
    ['no country', { country: undefined }, null],
    ['a house number with a letter', { address: '7a Baker Street' }, null],
    ['no street number', { address: 'Baker Street' }, { message: M.specificAddress, fieldErrors: { address: M.specificAddress } }],
    ['no city', { city: '  ' }, { message: M.incomplete, fieldErrors: { city: M.specificAddress, address: M.specificAddress } }],
    ['no name', { name: '' }, { message: M.incomplete, fieldErrors: { name: M.required } }],
    ['a longitude out of range', { long: -181 }, { message: M.invalidAddress, fieldErrors: { address: M.invalidAddress } }],
    ['a coordinate that is not a number', { lat: Number.NaN }, { message: M.invalidAddress, fieldErrors: { address: M.invalidAddress } }],
    ['outside the US', { country: 'CA' }, { message: M.invalidAddress, fieldErrors: { country: M.invalidAddress } }],
    [
      'missing and wrong at once',
      { address: 'Baker Street', apartment: '' },
      { message: M.incomplete, fieldErrors: { address: M.specificAddress, apartment: M.required } },
    ],
  ] as const)('%s', (_label, over, expected) => expect(locationProblems({ ...venue, ...over })).toEqual(expected));
});

describe('readerProblems', () => {
  const reader = { name: 'Front door', pairingCode: 'simulated-wpe', locationId: LOCATION };
  it.each([
    ['a named reader with a code at a location', {}, null],
    ['spaces around the values', { name: ' Front door ', pairingCode: ' simulated-wpe ', locationId: ` ${LOCATION} ` }, null],
    ['no name', { name: ' ' }, { message: M.incomplete, fieldErrors: { name: M.name } }],
    ['no pairing code', { pairingCode: '' }, { message: M.incomplete, fieldErrors: { pairingCode: M.pairingCode } }],
    ['a malformed pairing code', { pairingCode: 'no spaces allowed' }, { message: M.pairingCode, fieldErrors: { pairingCode: M.pairingCode } }],
    ['a pairing code too short', { pairingCode: 'ab' }, { message: M.pairingCode, fieldErrors: { pairingCode: M.pairingCode } }],
    ['no location', { locationId: '' }, { message: M.incomplete, fieldErrors: { locationId: M.invalidAddress } }],
    ['a location that is no id', { locationId: 'hall' }, { message: M.invalidAddress, fieldErrors: { locationId: M.invalidAddress } }],
    [
      'a bad code and no location',
      { pairingCode: '-', locationId: '' },
      { message: M.incomplete, fieldErrors: { pairingCode: M.pairingCode, locationId: M.invalidAddress } },
    ],
  ] as const)('%s', (_label, over, expected) => expect(readerProblems({ ...reader, ...over })).toEqual(expected));
});

describe('sandboxPayoutsDue', () => {
  const day = new Date('2025-03-10T15:00:00Z');
  const id = (owner: string, currency: string) => `po_sandbox_20250310_${owner.replaceAll('-', '')}_${currency}`;
  const order = (ownerId: string, currency: string, total: number, feeTotal = 0) => ({ ownerId, currency, total, feeTotal });
  it.each([
    ['no orders', [], []],
    ['one order: total minus platform and provider fees', [order(OWNER, 'usd', 10_000, 500)], [{ amount: 10_000 - 500 - 320, currency: 'usd' }]],
    [
      'orders of one owner and currency add up',
      [order(OWNER, 'usd', 5_000), order(OWNER, 'USD', 5_000)],
      [{ amount: 10_000 - 2 * 175, currency: 'usd' }],
    ],
    [
      'one payout per currency',
      [order(OWNER, 'usd', 10_000), order(OWNER, 'jpy', 10_000)],
      [
        { amount: 10_000 - 320, currency: 'usd' },
        { amount: 10_000 - 360, currency: 'jpy' },
      ],
    ],
    ['a net that is not positive is not paid', [order(OWNER, 'usd', 100, 100)], []],
    ['fees above the sales of a day pay nothing', [order(OWNER, 'usd', 1_000), order(OWNER, 'usd', 0, 1_000)], []],
  ] as const)('%s', (_label, orders, expected) => {
    expect(sandboxPayoutsDue(orders, day)).toEqual(expected.map((p) => ({ ownerId: OWNER, ...p, providerPayoutId: id(OWNER, p.currency) })));
  });

  it('pays each owner apart, with an id fixed by the day, the owner and the currency', () => {
    const due = sandboxPayoutsDue([order(OWNER, 'usd', 10_000), order(OTHER, 'usd', 2_000)], new Date('2025-03-10T23:59:59Z'));
    expect(due.map((p) => p.providerPayoutId)).toEqual([id(OWNER, 'usd'), id(OTHER, 'usd')]);
  });
});
