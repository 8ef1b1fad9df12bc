import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  applyDiscount,
  buyerPays,
  organizerEarns,
  priceCoversAbsorbedFee,
  checkCheckoutInfo,
  minimumPriceMessage,
  orderTotals,
  priceTicket,
  promoDiscount,
  splitFullName,
  ticketUnitPrice,
  type CheckoutQuestion,
  type InfoContext,
  formatCountdown,
  addressStripes,
  holdCapProblem,
  holdShares,
  normalizeDonation,
  renewedTimer,
  platformFee,
  refetchDelayMs,
  statusGroup,
  thankYouRedirect,
  type Discount,
  type LineCost,
} from './checkout.ts';

describe('applyDiscount', () => {
  it.each<[string, LineCost, Discount, LineCost]>([
    ['25% off cost and fee', { cost: 2000, fee: 89 }, { kind: 'percentage', percent: 25 }, { cost: 1500, fee: 67 }],
    ['100% makes it free', { cost: 2000, fee: 89 }, { kind: 'percentage', percent: 100 }, { cost: 0, fee: 0 }],
    ['over 100% clamps at 0', { cost: 2000, fee: 89 }, { kind: 'percentage', percent: 150 }, { cost: 0, fee: 0 }],
    ['0% changes nothing', { cost: 2000, fee: 89 }, { kind: 'percentage', percent: 0 }, { cost: 2000, fee: 89 }],
    ['rounds half up', { cost: 999, fee: 79 }, { kind: 'percentage', percent: 50 }, { cost: 500, fee: 40 }],
    ['fixed amount below cost keeps the fee', { cost: 2000, fee: 89 }, { kind: 'amount', amount: 500 }, { cost: 1500, fee: 89 }],
    ['fixed amount equal to cost', { cost: 2000, fee: 89 }, { kind: 'amount', amount: 2000 }, { cost: 0, fee: 89 }],
    ['excess comes off the fee', { cost: 2000, fee: 89 }, { kind: 'amount', amount: 2050 }, { cost: 0, fee: 39 }],
    ['excess beyond the fee clamps at 0', { cost: 2000, fee: 89 }, { kind: 'amount', amount: 5000 }, { cost: 0, fee: 0 }],
    ['negative amount is ignored', { cost: 2000, fee: 89 }, { kind: 'amount', amount: -300 }, { cost: 2000, fee: 89 }],
    ['free ticket stays free', { cost: 0, fee: 0 }, { kind: 'amount', amount: 500 }, { cost: 0, fee: 0 }],
  ])('%s', (_label, line, discount, expected) => expect(applyDiscount(line, discount)).toEqual(expected));
});

describe('platformFee', () => {
  it.each([
    [0, 'usd', 0],
    [2000, 'usd', 89],
    [2050, 'usd', 90],
    [1000, 'eur', 74],
    [1500, 'jpy', 120],
    [2000, 'USD', 89],
    [2000, 'xyz', 89],
  ])('price %d %s -> %d', (price, currency, fee) => expect(platformFee(price, currency)).toBe(fee));
});

describe('normalizeDonation', () => {
  it.each([
    [500, 10_000, 500],
    [-500, 10_000, 500],
    [20_000, 10_000, 10_000],
    [0, 10_000, 0],
    [12.6, 10_000, 13],
    [Number.NaN, 10_000, 0],
    [500, -1, 0],
  ])('%d capped at %d -> %d', (input, max, out) => expect(normalizeDonation(input, max)).toBe(out));
});

describe('status groups and thank-you routing', () => {
  it.each([
    ['pending', 'processing'],
    ['processing', 'processing'],
    ['express_processing', 'processing'],
    ['handling_payment', 'processing'],
    ['completed', 'success'],
    ['transferred', 'success'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
    ['timed_out', 'failed'],
    [null, 'failed'],
    ['something-else', 'failed'],
  ] as const)('%s -> %s', (status, group) => expect(statusGroup(status)).toBe(group));

  it.each([
    ['success', 'success', null],
    ['success', 'processing', 'root'],
    ['success', 'failed', 'failure'],
    ['failure', 'failed', null],
    ['failure', 'processing', 'root'],
    ['failure', 'success', 'success'],
    ['root', 'processing', null],
    ['root', 'success', 'success'],
    ['root', 'failed', 'failure'],
  ] as const)('on %s with %s -> %s', (page, group, to) => expect(thankYouRedirect(page, group)).toBe(to));
});

describe('timers', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [4, 16_000],
    [5, 32_000],
    [9, 32_000],
  ])('refetch attempt %d waits %d ms', (attempt, ms) => expect(refetchDelayMs(attempt)).toBe(ms));

  it.each([
    [840_000, '14:00'],
    [539_001, '9:00'],
    [61_000, '1:01'],
    [999, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('%d ms left reads %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

describe('hold limits per client and event', () => {
  it.each([
    // remaining seats, largest per-order maximum -> a client's share, an address's ceiling
    ['a 50-seat event with the default maximum', 50, 25, { client: 25, address: 25 }],
    ['a 200-seat event with 10 per order', 200, 10, { client: 20, address: 100 }],
    ['a large event', 10_000, 25, { client: 1_000, address: 5_000 }],
    ['an almost sold-out event', 3, 25, { client: 25, address: 25 }],
    ['rounding up', 101, 4, { client: 11, address: 51 }],
  ] as const)('%s', (_name, remaining, largest, shares) => expect(holdShares(remaining, largest)).toEqual(shares));

  it('scales with RATE_LIMIT_SCALE', () => expect(holdShares(50, 25, 1000)).toEqual({ client: 25_000, address: 25_000 }));

  it.each([
    // an address's holds are counted in stripes of its clients, each with an equal part of the ceiling (at least a client's share)
    [
      { client: 25, address: 25 },
      { stripes: 1, perStripe: 25 },
    ],
    [
      { client: 20, address: 100 },
      { stripes: 4, perStripe: 25 },
    ],
    [
      { client: 1_000, address: 5_000 },
      { stripes: 4, perStripe: 1_250 },
    ],
    [
      { client: 10, address: 5_000 },
      { stripes: 8, perStripe: 625 },
    ],
  ] as const)('shares %o are counted in %o', (shares, expected) => expect(addressStripes(shares)).toEqual(expected));

  const shares = { client: 20, address: 100 };
  const stripes = { stripes: 4, perStripe: 25 };
  it.each([
    ['a first order within the share', { orders: 0, tickets: 0, stripeTickets: 0 }, 20, null],
    ['a first order past the share', { orders: 0, tickets: 0, stripeTickets: 0 }, 21, 'tickets'],
    ['a second order within the share', { orders: 1, tickets: 10, stripeTickets: 10 }, 10, null],
    ['a second order past it', { orders: 1, tickets: 10, stripeTickets: 10 }, 11, 'tickets'],
    ['an order past its stripe of the address', { orders: 0, tickets: 0, stripeTickets: 20 }, 6, 'address'],
    ['an order filling its stripe', { orders: 0, tickets: 0, stripeTickets: 20 }, 5, null],
    ['a fourth order', { orders: 3, tickets: 3, stripeTickets: 3 }, 1, 'orders'],
  ] as const)('%s', (_name, held, adding, problem) => expect(holdCapProblem(held, adding, shares, stripes)).toBe(problem));

  const created = new Date('2026-01-01T12:00:00Z');
  const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
  it.each([
    ['a change at minute 5 holds 14 minutes more', 5, 14, at(19)],
    ['the pay step at minute 10 holds 9 minutes more', 10, 9, at(19)],
    ['a change at minute 20 stops at 23 minutes', 20, 14, at(23)],
    ['the pay step at minute 22 stops at 23 minutes', 22, 9, at(23)],
    ['nothing is renewed at minute 23', 23, 14, null],
  ] as const)('%s', (_name, minute, holdMinutes, expected) => expect(renewedTimer(created, at(minute + holdMinutes), at(minute))).toEqual(expected));
});

describe('pricing a ticket and an order', () => {
  it.each<[string, number, Discount | null, { basePrice: number; listFee: number; baseFee: number; discountAmount: number }]>([
    ['no discount', 2000, null, { basePrice: 2000, listFee: 89, baseFee: 89, discountAmount: 0 }],
    ['25% off price and fee', 2000, { kind: 'percentage', percent: 25 }, { basePrice: 2000, listFee: 89, baseFee: 67, discountAmount: 500 }],
    ['fixed amount below the price', 2000, { kind: 'amount', amount: 500 }, { basePrice: 2000, listFee: 89, baseFee: 89, discountAmount: 500 }],
    [
      'excess over the price off the fee',
      2000,
      { kind: 'amount', amount: 2050 },
      { basePrice: 2000, listFee: 89, baseFee: 39, discountAmount: 2000 },
    ],
    ['free ticket, no fee', 0, { kind: 'amount', amount: 500 }, { basePrice: 0, listFee: 0, baseFee: 0, discountAmount: 0 }],
  ])('%s', (_label, price, discount, expected) => expect(priceTicket(price, 'usd', discount)).toEqual({ ...expected, feeAbsorbed: false }));

  it('guest-flow tickets pay no platform fee', () => {
    expect(priceTicket(2000, 'usd', null, { noFee: true })).toEqual({
      basePrice: 2000,
      listFee: 0,
      baseFee: 0,
      discountAmount: 0,
      feeAbsorbed: false,
    });
  });

  it('adds the booking fee to the price', () => expect(ticketUnitPrice(2000, 150)).toBe(2150));

  it('totals: subtotal - discounts + donation = total; fees after discount', () => {
    const items = [priceTicket(2000, 'usd', { kind: 'percentage', percent: 25 }), priceTicket(1000, 'usd', null)];
    const totals = orderTotals(items, 500);
    expect(totals).toEqual({ subtotal: 2089 + 1079, discountTotal: 522, feeTotal: 67 + 79, donationAmount: 500, total: 1500 + 67 + 1079 + 500 });
    expect(totals.subtotal - totals.discountTotal + totals.donationAmount).toBe(totals.total);
  });

  it.each<[string, number, Discount | null, { buyerPays: number; baseFee: number; organizerEarns: number; discountAmount: number }]>([
    // usd: the platform fee of a 2000 ticket is 69 + 20 = 89, of a 50 ticket 69 + 1 = 70 (more than the ticket).
    [
      'absorbed: the buyer pays the price, the fee comes out of it',
      2000,
      null,
      { buyerPays: 2000, baseFee: 89, organizerEarns: 1911, discountAmount: 0 },
    ],
    [
      'absorbed, 25% off: the fee shrinks with the price',
      2000,
      { kind: 'percentage', percent: 25 },
      { buyerPays: 1500, baseFee: 67, organizerEarns: 1433, discountAmount: 500 },
    ],
    [
      'absorbed, a fixed amount off the price',
      2000,
      { kind: 'amount', amount: 500 },
      { buyerPays: 1500, baseFee: 89, organizerEarns: 1411, discountAmount: 500 },
    ],
    [
      'absorbed, an amount above the price: nothing paid, no fee',
      2000,
      { kind: 'amount', amount: 2050 },
      { buyerPays: 0, baseFee: 0, organizerEarns: 0, discountAmount: 2000 },
    ],
    ['absorbed, a fee above a tiny price: capped at what is paid', 50, null, { buyerPays: 50, baseFee: 50, organizerEarns: 0, discountAmount: 0 }],
    ['absorbed, a free ticket: no fee', 0, null, { buyerPays: 0, baseFee: 0, organizerEarns: 0, discountAmount: 0 }],
    [
      'absorbed, a custom price of 1234: rounded in minor units',
      1234,
      { kind: 'percentage', percent: 33 },
      { buyerPays: 827, baseFee: 54, organizerEarns: 773, discountAmount: 407 },
    ],
  ])('%s', (_label, price, discount, want) => {
    const priced = priceTicket(price, 'usd', discount, { absorbFees: true });
    expect({
      buyerPays: buyerPays(priced),
      baseFee: priced.baseFee,
      organizerEarns: organizerEarns(priced),
      discountAmount: priced.discountAmount,
    }).toEqual(want);
  });

  it.each([
    ['passed on', false, { buyerPays: 2089, baseFee: 89, organizerEarns: 2000 }],
    ['absorbed', true, { buyerPays: 2000, baseFee: 89, organizerEarns: 1911 }],
  ] as const)('%s: the buyer pays, the platform keeps, the organizer earns', (_label, absorbFees, want) => {
    const priced = priceTicket(2000, 'usd', null, { absorbFees });
    expect({ buyerPays: buyerPays(priced), baseFee: priced.baseFee, organizerEarns: organizerEarns(priced) }).toEqual(want);
  });

  it.each([
    ['a price that covers the fee', 'fixed', 2000, 'usd', true],
    ['a price at the fee (70 = 69 + 1)', 'fixed', 70, 'usd', false],
    ['a price below the fee', 'fixed', 50, 'usd', false],
    ['a free ticket has no fee to absorb', 'fixed', 0, 'usd', true],
    ['pay what you want may go under it (capped per ticket)', 'custom_price', 50, 'usd', true],
    ['yen: 200 covers 105 + 2', 'fixed', 200, 'jpy', true],
  ] as const)('an absorbed fee: %s', (_label, mode, price, currency, ok) => expect(priceCoversAbsorbedFee(price, currency, mode)).toBe(ok));

  it('guest-flow tickets pay no fee, absorbed or not', () => {
    expect(priceTicket(2000, 'usd', null, { noFee: true, absorbFees: true })).toEqual({
      basePrice: 2000,
      listFee: 0,
      baseFee: 0,
      discountAmount: 0,
      feeAbsorbed: false,
    });
  });

  it('totals mix absorbed and passed-on tickets: an absorbed fee is in no subtotal, still in the fee total', () => {
    const items = [priceTicket(2000, 'usd', null, { absorbFees: true }), priceTicket(1000, 'usd', null)];
    const totals = orderTotals(items, 0);
    expect(totals).toEqual({ subtotal: 2000 + 1079, discountTotal: 0, feeTotal: 89 + 79, donationAmount: 0, total: 3079 });
  });

  it.each([
    [
      { amount: null, percentageValue: 10 },
      { kind: 'percentage', percent: 10 },
    ],
    [
      { amount: 500, percentageValue: null },
      { kind: 'amount', amount: 500 },
    ],
    [{ amount: 0, percentageValue: 0 }, null],
  ] as const)('promo %j -> %j', (code, discount) => expect(promoDiscount(code)).toEqual(discount));

  it.each([
    [500, 'usd', 'Minimum is $ 5.00'],
    [1250, 'gbp', 'Minimum is £ 12.50'],
    [800, 'jpy', 'Minimum is ¥ 800'],
    [0, 'eur', 'Minimum is € 0.00'],
  ])('minimum %d %s reads %s', (min, currency, text) => expect(minimumPriceMessage(min, currency)).toBe(text));
});

describe('the information step', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const q = (id: string, fieldType: CheckoutQuestion['fieldType'], required: boolean, extra: Partial<CheckoutQuestion> = {}): CheckoutQuestion => ({
    id,
    fieldType,
    title: id,
    content: fieldType === 'dropdown' ? 'Red\nBlue' : '',
    required,
    onlyForTickets: [],
    ...extra,
  });
  const base: InfoContext = {
    setting: 'each-attendee',
    personal: false,
    requireEmailConfirm: true,
    items: [
      { id: 'i1', ticketTypeId: 't1' },
      { id: 'i2', ticketTypeId: 't2' },
    ],
    questions: [],
    now,
  };
  const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: ' Ada@Example.com ', emailConfirm: 'ada@example.COM' };
  const attendees = [
    { itemId: 'i1', firstName: 'Grace', lastName: 'Hopper' },
    { itemId: 'i2', names: 'Alan Mathison Turing' },
  ];

  it('accepts a complete form, normalizing the e-mail and splitting full names', () => {
    const r = checkCheckoutInfo(buyer, attendees, base);
    expect(r.errors).toEqual({});
    expect(r.buyer).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(r.attendees.get('i2')).toMatchObject({ firstName: 'Alan', lastName: 'Mathison Turing', email: 'ada@example.com' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['names with digits', { firstName: 'Ada2' }, { 'buyerAttributes.firstName': 'Invalid first name' }],
    ['blank last name', { lastName: ' ' }, { 'buyerAttributes.lastName': 'Invalid last name' }],
    ['name of 30 characters', { firstName: 'A'.repeat(30) }, { 'buyerAttributes.firstName': 'Invalid first name' }],
    ['missing e-mail', { email: '', emailConfirm: '' }, { 'buyerAttributes.email': 'Invalid email' }],
    ['confirmation differs', { emailConfirm: 'other@example.com' }, { 'buyerAttributes.emailConfirm': CHECKOUT_MESSAGES.emailMustMatch }],
    ['confirmation missing', { emailConfirm: undefined }, { 'buyerAttributes.emailConfirm': CHECKOUT_MESSAGES.emailMustMatch }],
  ])('%s', (_label, change, errors) => expect(checkCheckoutInfo({ ...buyer, ...change }, attendees, base).errors).toEqual(errors));

  it('asks every attendee their names and questions in each-attendee mode', () => {
    const questions = [q('diet', 'text', true), q('waiver', 'terms', true), q('color', 'dropdown', false, { onlyForTickets: ['t2'] })];
    const r = checkCheckoutInfo(
      buyer,
      [
        {
          itemId: 'i1',
          orderAnswers: [
            { questionId: 'waiver', answer: 'agreed' },
            { questionId: 'diet', answer: 'vegan' },
          ],
        },
        { itemId: 'i2', names: 'Solo', orderAnswers: [{ questionId: 'color', answer: 'Green' }] },
      ],
      { ...base, questions },
    );
    expect(r.errors).toEqual({
      'attendeesAttributes.0.firstName': 'Invalid first name',
      'attendeesAttributes.0.lastName': 'Invalid last name',
      'attendeesAttributes.1.lastName': 'Invalid last name',
      'attendeesAttributes.1.orderAnswers.diet': CHECKOUT_MESSAGES.questionRequired,
      'attendeesAttributes.1.orderAnswers.waiver': CHECKOUT_MESSAGES.termsRequired,
      'attendeesAttributes.1.orderAnswers.color': 'Invalid answer',
    });
    expect(r.attendees.get('i1')!.answers).toEqual([
      { questionId: 'diet', title: 'diet', answer: 'vegan' },
      { questionId: 'waiver', title: 'waiver', answer: 'agreed', agreedAt: now.toISOString() },
    ]);
    expect(r.attendees.get('i2')!.answers).toContainEqual({ questionId: 'waiver', title: 'waiver', answer: 'rejected', agreedAt: now.toISOString() });
  });

  it('asks the buyer once in only-buyer mode and records the answers on the tickets they concern', () => {
    const questions = [
      q('diet', 'short text', true),
      q('color', 'dropdown', true, { onlyForTickets: ['t2'] }),
      q('other', 'text', true, { onlyForTickets: ['t9'] }),
    ];
    const missing = checkCheckoutInfo(buyer, [], { ...base, setting: 'only-buyer', questions });
    expect(missing.errors).toEqual({
      'buyerAttributes.orderAnswers.diet': CHECKOUT_MESSAGES.questionRequired,
      'buyerAttributes.orderAnswers.color': CHECKOUT_MESSAGES.questionRequired,
    });
    const ok = checkCheckoutInfo(
      {
        ...buyer,
        orderAnswers: [
          { questionId: 'diet', answer: 'none' },
          { questionId: 'color', answer: 'Blue' },
        ],
      },
      [],
      { ...base, setting: 'only-buyer', questions },
    );
    expect(ok.errors).toEqual({});
    expect(ok.attendees.get('i1')).toMatchObject({ firstName: 'Ada', answers: [{ questionId: 'diet', title: 'diet', answer: 'none' }] });
    expect(ok.attendees.get('i2')!.answers.map((a) => a.questionId)).toEqual(['diet', 'color']);
  });

  it("gives an add-on the purchaser's details and asks it nothing; attendee paths number the admissions", () => {
    const questions = [q('diet', 'text', true)];
    const items = [{ id: 'a1', ticketTypeId: 't3', addOn: true }, ...base.items];
    const r = checkCheckoutInfo(
      buyer,
      [{ itemId: 'i1', names: 'Grace Hopper', orderAnswers: [{ questionId: 'diet', answer: 'none' }] }, { itemId: 'i2' }],
      { ...base, items, questions },
    );
    expect(r.errors).toEqual({
      'attendeesAttributes.1.firstName': 'Invalid first name',
      'attendeesAttributes.1.lastName': 'Invalid last name',
      'attendeesAttributes.1.orderAnswers.diet': CHECKOUT_MESSAGES.questionRequired,
    });
    expect(r.attendees.get('a1')).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', notes: null, seat: null, answers: [] });
    expect(r.attendees.get('i1')).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it("personal orders default blank names to 'Anonymous' 'Guest' and need no e-mail", () => {
    const r = checkCheckoutInfo({}, [], { ...base, personal: true, requireEmailConfirm: false });
    expect(r.errors).toEqual({});
    expect(r.buyer).toMatchObject({ firstName: 'Anonymous', lastName: 'Guest', email: null });
    expect(r.attendees.get('i1')).toMatchObject({ firstName: 'Anonymous', lastName: 'Guest' });
  });

  it.each([
    ['Ada Lovelace', ['Ada', 'Lovelace']],
    ['  Ada   King  Lovelace ', ['Ada', 'King Lovelace']],
    ['Cher', ['Cher', '']],
  ] as const)('splits %j', (names, parts) => expect(splitFullName(names)).toEqual(parts));
});
