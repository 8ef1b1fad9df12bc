import { describe, expect, it } from 'vitest';
import { REPORTING_DATE_FORMATS } from '../../../contracts/reporting.messages.ts';
import { cut, feeMoney, patronTarget, paymentMethodLabel, personName, reportDate } from './format.ts';

describe('personName', () => {
  it.each([
    ['Ada', 'Lovelace', 'ada@example.com', 'Ada Lovelace'],
    ['Ada', null, null, 'Ada'],
    [' ', ' ', 'ada@example.com', 'ada@example.com'],
    [null, null, null, 'Guest'],
  ])('%j %j %j -> %s', (first, last, email, name) => {
    expect(personName(first, last, email)).toBe(name);
  });
});

describe('paymentMethodLabel', () => {
  it.each([
    ['free', 'Comp (Free)'],
    [null, 'N/A'],
    ['', 'N/A'],
    ['card', 'Card'],
    ['cash', 'Cash'],
    ['terminal', 'Card reader'],
    ['express', 'Express checkout'],
    ['wire', 'wire'],
  ])('%j -> %s', (method, label) => expect(paymentMethodLabel(method)).toBe(label));
});

describe('feeMoney', () => {
  it.each([
    [123, 'usd', '-$1.23'],
    [0, 'usd', '$0.00'],
    [500, 'jpy', '-¥500'],
    [2050, 'chf', '-CHF 20.50'],
  ])('%i %s -> %s', (minor, currency, shown) => expect(feeMoney(minor, currency)).toBe(shown));
});

describe('reportDate', () => {
  const at = '2026-11-23T01:30:00.000Z';
  it('writes the order page’s format in the account’s zone', () => {
    expect(reportDate(at, REPORTING_DATE_FORMATS.orderDetail, 'America/New_York')).toBe('22 Nov 2026 • 8:30 PM');
    expect(reportDate(at, REPORTING_DATE_FORMATS.orderDetail, 'Europe/Paris')).toBe('23 Nov 2026 • 2:30 AM');
  });

  it('writes Member since as MMM. d, y', () => {
    expect(reportDate(at, REPORTING_DATE_FORMATS.memberSince, 'UTC')).toBe('Nov. 23, 2026');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(reportDate('soon', REPORTING_DATE_FORMATS.memberSince, 'UTC')).toBe('soon');
  });
});

describe('patronTarget', () => {
  it.each([
    ['7b0c', 'ada@example.com', { id: '7b0c', search: {} }],
    [null, 'ada@example.com', { id: 'null', search: { email: 'ada@example.com' } }],
    [null, null, null],
  ])('%j %j', (id, email, target) => expect(patronTarget(id, email)).toEqual(target));
});

describe('cut', () => {
  it.each([
    ['Jazz Night', 30, { shown: 'Jazz Night', title: undefined }],
    ['A very long event name that goes on', 10, { shown: 'A very lon…', title: 'A very long event name that goes on' }],
    ['Partially Refunded', 12, { shown: 'Partially Re…', title: 'Partially Refunded' }],
  ])('%s at %i', (text, max, expected) => expect(cut(text, max)).toEqual(expected));
});
