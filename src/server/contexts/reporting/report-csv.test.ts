import { describe, expect, it } from 'vitest';
import { ACTIVITY_TEXTS, ORDERS_CSV_COLUMNS, type OrderRow, type RevenueFigures, type RevenueReply } from '../../../contracts/reporting.ts';
import { NO_REVENUE } from '../../../domain/reporting.ts';
import {
  activityCsvRow,
  csvAmount,
  csvDate,
  htmlToText,
  orderCsvRow,
  PATRONS_CSV_HEADER,
  patronCsvRow,
  revenueCsvHeader,
  revenueCsvRows,
} from './report-csv.ts';

/** The export formats (accounts-and-reporting 9): money, dates, labels, the 20 order columns, plain-text activity. */

describe('csvAmount', () => {
  it.each([
    [1050, 'usd', '10.50'],
    [5, 'usd', '0.05'],
    [0, 'usd', '0.00'],
    [-1050, 'usd', '-10.50'],
    [-5, 'eur', '-0.05'],
    [123456789, 'gbp', '1234567.89'],
    [1000, 'jpy', '1000'],
    [-42, 'jpy', '-42'],
    [1050, 'USD', '10.50'],
  ])('%i %s -> %s', (minor, currency, out) => expect(csvAmount(minor, currency)).toBe(out));
});

describe('csvDate', () => {
  it.each([
    ['2026-01-15T03:30:00.000Z', 'America/New_York', '01-14-2026 22:30 GMT-5'],
    ['2026-07-15T03:30:00.000Z', 'America/New_York', '07-14-2026 23:30 GMT-4'],
    ['2026-01-15T03:30:00.000Z', 'Asia/Kolkata', '01-15-2026 09:00 GMT+5:30'],
    ['2026-01-15T03:30:00.000Z', 'Etc/UTC', '01-15-2026 03:30 GMT+0'],
    [null, 'Etc/UTC', 'N/A'],
  ])('%s in %s -> %s', (instant, zone, out) => expect(csvDate(instant, zone)).toBe(out));
});

const order = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  date: '2026-03-01T18:05:00.000Z',
  userId: null,
  userFirstName: 'Ada',
  userLastName: 'Lovelace',
  userEmail: 'ada@example.com',
  amount: 2338,
  currency: 'usd',
  status: 'partially_refunded',
  productType: 'Course',
  productName: 'Spring Gala',
  productId: null,
  productDate: '2026-04-10T23:00:00.000Z',
  paymentMethod: 'card',
  paymentDetails: {
    paymentMethod: 'card',
    subtotal: 2000,
    discounts: 100,
    donation: 300,
    total: 2338,
    ovationFee: 138,
    stripeFee: 98,
    refundedAmount: 1000,
    netAmount: 1102,
  },
  ticketCount: 2,
  ...over,
});

describe('orders CSV', () => {
  it('has the 20 columns of the spec', () => expect(ORDERS_CSV_COLUMNS).toHaveLength(20));

  it('writes every column of an order in the account zone', () => {
    const row = orderCsvRow(order(), 'America/New_York');
    expect(row).toHaveLength(20);
    expect(Object.fromEntries(ORDERS_CSV_COLUMNS.map((c, i) => [c, row[i]]))).toEqual({
      'Order ID': '00000000-0000-4000-8000-000000000001',
      Date: '03-01-2026 13:05 GMT-5',
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@example.com',
      'Product Type': 'Event',
      Product: 'Spring Gala',
      'Product Date': '04-10-2026 19:00 GMT-4',
      Status: 'Partially Refunded',
      'Payment Method': 'Card',
      Currency: 'USD',
      Subtotal: '20.00',
      Discounts: '1.00',
      Donation: '3.00',
      'Ovation Fee': '1.38',
      'Payment-Provider Fee': '0.98',
      Total: '23.38',
      Refunded: '10.00',
      'Net Amount': '11.02',
      Tickets: 2,
    });
  });

  it.each<[Partial<OrderRow>, number, string]>([
    [{ paymentMethod: 'free' }, 9, 'Comp (Free)'],
    [{ paymentMethod: null }, 9, 'N/A'],
    [{ paymentMethod: 'terminal' }, 9, 'Card reader'],
    [{ productDate: null }, 7, 'N/A'],
    [{ userFirstName: null, userLastName: null, userEmail: null }, 2, 'N/A'],
    [{ status: 'refunded' }, 8, 'Refunded'],
    [{ status: 'pending' }, 8, 'Pending'],
    [{ productType: 'MembershipTier' }, 5, 'Membership'],
    [{ productType: 'ArtistVideo' }, 5, 'Video donation'],
  ])('%j -> column %i reads %j', (over, column, out) => expect(orderCsvRow(order(over), 'Etc/UTC')[column]).toBe(out));

  it('writes yen without decimals', () => {
    const row = orderCsvRow(order({ currency: 'jpy', paymentDetails: { ...order().paymentDetails, total: 1500 } }), 'Asia/Tokyo');
    expect(row[10]).toBe('JPY');
    expect(row[16]).toBe('1500');
  });
});

describe('revenue CSV', () => {
  const figures = (over: Partial<RevenueFigures>): RevenueFigures => ({ ...NO_REVENUE, ...over });
  const reply: RevenueReply = {
    dimension: 'month',
    order: 'dimension_desc',
    currency: 'usd',
    timezone: 'Etc/UTC',
    items: [
      {
        ...figures({ grossSales: 2338, netSales: 1102, onlineSales: 2338, refunds: 1000, stripeFees: 98, ovationFees: 138 }),
        dimension: 'Mar 2026',
        dimensionId: null,
        key: '2026-03',
        orderCount: 1,
      },
      { ...figures({ grossSales: 500, netSales: 500, cashSales: 500 }), dimension: 'Feb 2026', dimensionId: null, key: '2026-02', orderCount: 1 },
    ],
    total: figures({ grossSales: 2838, netSales: 1602, onlineSales: 2338, cashSales: 500, refunds: 1000, stripeFees: 98, ovationFees: 138 }),
    otherCurrencies: [{ ...figures({ grossSales: 1000, netSales: 1000, onlineSales: 1000 }), currency: 'eur', orderCount: 1 }],
  };

  it('names the dimension and the 8 money columns', () => {
    expect(revenueCsvHeader('month')).toEqual([
      'Month',
      'Net sales',
      'Gross sales',
      'Online sales',
      'Terminal sales',
      'Cash sales',
      'Refunds',
      'Payment-provider fees',
      'Ovation fees',
    ]);
    expect(revenueCsvHeader('course_id')[0]).toBe('Event');
  });

  it('writes the items, the Total and the other currencies apart, fees with a minus sign', () => {
    expect(revenueCsvRows(reply)).toEqual([
      ['Mar 2026', '11.02', '23.38', '23.38', '0.00', '0.00', '10.00', '-0.98', '-1.38'],
      ['Feb 2026', '5.00', '5.00', '0.00', '0.00', '5.00', '0.00', '0.00', '0.00'],
      ['Total', '16.02', '28.38', '23.38', '0.00', '5.00', '10.00', '-0.98', '-1.38'],
      ['Sales in other currencies (EUR)', '10.00', '10.00', '10.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
    ]);
  });
});

describe('patrons CSV', () => {
  it('writes name, e-mail, what they spent, orders and since when', () => {
    expect(PATRONS_CSV_HEADER).toEqual(['Name', 'Email', 'Total spent', 'Orders', 'Member since']);
    const patron = { id: null, firstName: 'Grace', lastName: null, email: 'g@example.com', currency: 'usd', totalAmount: 12345, orderCount: 3 };
    expect(patronCsvRow({ ...patron, memberSince: '2025-12-31T23:30:00.000Z' }, 'Europe/Paris')).toEqual([
      'Grace',
      'g@example.com',
      '123.45',
      3,
      '01-01-2026 00:30 GMT+1',
    ]);
    expect(patronCsvRow({ ...patron, firstName: null, email: null, memberSince: null }, 'Etc/UTC')).toEqual(['N/A', 'N/A', '123.45', 3, 'N/A']);
  });
});

describe('activity CSV', () => {
  it.each([
    ['<a href="/manage/x/reporting/patrons/1">Ada</a> bought 2 tickets to <a href="/event/2">Gala</a>', 'Ada bought 2 tickets to Gala'],
    ['<b>Tom &amp; Jerry</b> checked in', 'Tom & Jerry checked in'],
    ['&lt;img src=x onerror=alert(1)&gt; bought', '<img src=x onerror=alert(1)> bought'],
    ['&quot;Q&quot; &#39;s&#x27; caf&#233; &unknown;', '"Q" \'s\' café &unknown;'],
    ['&#0; &#xD800;', '&#0; &#xD800;'],
  ])('%j -> %j', (html, text) => expect(htmlToText(html)).toBe(text));

  it('writes the date and the message', () => {
    expect(ACTIVITY_TEXTS.csvColumns).toEqual(['Date', 'Activity']);
    const row = { id: '1', createdAt: '2026-05-01T12:00:00.000Z', message: '<a href="/x">A</a> joined', targetId: null, actorId: null };
    expect(activityCsvRow(row, 'Etc/UTC')).toEqual(['05-01-2026 12:00 GMT+0', 'A joined']);
  });
});
