import { describe, expect, it } from 'vitest';
import * as contract from '../../../contracts/tickets.ts';
import * as payments from '../../../contracts/payments.ts';
import * as web from './texts.ts';
import * as webPayouts from '../payouts/texts.ts';

/** Functions compared by what they say for sample arguments. */
function said(value: unknown): unknown {
  if (typeof value === 'function') return (value as (...a: unknown[]) => unknown)('{a}', '{b}');
  if (Array.isArray(value)) return value.map(said);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, said(v)]));
  return value;
}

describe('the web copies of the ticket texts', () => {
  it.each([
    'TICKET_STATUSES',
    'TICKET_QR_SIZE',
    'SHARE_CODE_COPIED_MS',
    'TICKET_PAGE_TEXTS',
    'CANCEL_MESSAGES',
    'REFUND_MESSAGES',
    'TRANSFER_MESSAGES',
    'CHECK_IN_MESSAGES',
    'GUESTS_PAGE_SIZE',
    'GUEST_STATUS_FILTERS',
    'GUESTS_TEXTS',
    'PATRON_PAGE_SIZE',
    'PATRON_TEXTS',
  ] as const)('%s matches the contract', (name) => {
    expect(said(web[name])).toEqual(said(contract[name]));
  });

  it.each([200, 201, 403, 404, 409, 422, 500, 0])('cancel status %i says what the contract says', (status) => {
    expect(web.cancelStatusMessage(status)).toBe(contract.cancelStatusMessage(status));
  });

  it.each([
    [200, undefined],
    [422, undefined],
    [422, 'Server says no'],
    [404, null],
    [403, undefined],
    [500, undefined],
    [422, ['one', 'two']],
    [422, []],
  ] as const)('refund status %i with %j says what the contract says', (status, message) => {
    const m = message as string | string[] | null | undefined;
    expect(web.refundStatusMessage(status, m)).toBe(contract.refundStatusMessage(status, m));
  });
});

describe('the web copies of the payouts texts', () => {
  it.each(['SANDBOX_LABEL', 'PAYOUT_MESSAGES', 'CARD_READER_MESSAGES', 'PAYOUTS_PER_PAGE', 'PAYOUT_SORTS'] as const)('%s matches the contract', (name) => {
    expect(webPayouts[name]).toEqual(payments[name]);
  });
});
