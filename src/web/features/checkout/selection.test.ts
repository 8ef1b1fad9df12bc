import { describe, expect, it } from 'vitest';
import { listedTicketDefaults, type MembershipDiscount, type PublicTicket } from '../../../contracts/events.ts';
import {
  allTickets,
  autoPickTicket,
  chosenLines,
  customPriceError,
  cutDescription,
  donationFromInput,
  emptySelection,
  estimateSummary,
  hasSelection,
  lineMax,
  lineState,
  orderSummaryOf,
  quantityDisabledByPrice,
  selectionBody,
  selectionFromOrder,
  type Selection,
} from './selection.ts';
import { benefitOptions, benefitRoom, checkoutDiscounts, chosenBenefit, heldUsesOf, membershipBannerOf } from './benefits.ts';

/** A listed ticket as GET /api/v1/tickets sends it (the same defaults as the server). */
const ticket = (over: Partial<PublicTicket> = {}): PublicTicket => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'General',
  description: '',
  price: 2500,
  fee: 150,
  currency: 'gbp',
  quantity: 100,
  startsSalesAt: null,
  endsSalesAt: null,
  timezone: 'Europe/London',
  category: 'Admission',
  attendanceType: 'in_person',
  visibilityScope: 'public',
  pricingMode: 'fixed',
  suggestedPrice: null,
  minimumPrice: null,
  maxPerOrder: 25,
  absorbFees: false,
  ...listedTicketDefaults(),
  availability: { state: 'available', label: null, availableFrom: null },
  admissionNote: null,
  ...over,
});
const sel = (over: Partial<Selection> = {}): Selection => ({ ...emptySelection(), ...over });
/** An order's line of the General ticket as the server priced it (2500 + 150 booking fee). */
const orderItem = (id: string, visibilityScope: 'public' | 'member' = 'public') => ({
  ticket: {
    id,
    name: 'General',
    category: 'Admission' as const,
    attendanceType: 'in_person' as const,
    pricingMode: 'fixed' as const,
    visibilityScope,
  },
  basePrice: 2650,
});
export const opts = { currency: 'gbp', guestFlow: false, donationMaximum: 50_000, donationEnabled: true, discounts: [] };

describe('line availability', () => {
  it.each([
    ['available', {}, true, null],
    ['sold out (state)', { availability: { state: 'sold_out' as const, label: 'Sold out', availableFrom: null } }, false, 'Sold out'],
    ['sold out (nothing left)', { quantity: 0 }, false, 'Sold out'],
    ['sales closed', { availability: { state: 'sales_closed' as const, label: 'Pre-sales closed', availableFrom: null } }, false, 'Pre-sales closed'],
    [
      'no payments',
      { availability: { state: 'payments_not_set_up' as const, label: 'Ask organizer to setup payments', availableFrom: null } },
      false,
      'Ask organizer to setup payments',
    ],
    [
      'benefit',
      { availability: { state: 'benefit_exhausted' as const, label: 'Benefit Exhausted', availableFrom: null } },
      false,
      'Benefit Exhausted',
    ],
  ])('%s', (_name, over, selectable, label) => {
    expect(lineState(ticket(over))).toEqual({ selectable, label });
  });

  it('says from when a ticket goes on sale, in the event zone', () => {
    const t = ticket({ availability: { state: 'not_yet_on_sale', label: 'Available from', availableFrom: '2025-04-05T18:00:00.000Z' } });
    expect(lineState(t)).toEqual({ selectable: false, label: 'Available from Sat, 5 Apr 2025, 7:00 PM' });
  });

  it('lets the guest flow add tickets outside their sales window but not sold-out ones', () => {
    expect(
      lineState(ticket({ availability: { state: 'sales_closed', label: 'Pre-sales closed', availableFrom: null } }), { guestFlow: true }).selectable,
    ).toBe(true);
    expect(lineState(ticket({ quantity: 0 }), { guestFlow: true }).selectable).toBe(false);
  });

  it.each([
    [{ maxPerOrder: 25, quantity: 100 }, 25],
    [{ maxPerOrder: 0, quantity: 100 }, 25],
    [{ maxPerOrder: 10, quantity: 3 }, 3],
    [{ maxPerOrder: 10, quantity: 50, secret: true, quantityPerCode: 2 }, 2],
    [{ maxPerOrder: 10, quantity: 50, secret: false, quantityPerCode: 2 }, 10],
  ])('per-line maximum %o is %i', (over, max) => expect(lineMax(ticket(over))).toBe(max));
});

describe('automatic quantity', () => {
  const a = ticket({ id: '00000000-0000-4000-8000-00000000000a' });
  const b = ticket({ id: '00000000-0000-4000-8000-00000000000b' });
  it.each([
    ['one selectable ticket', [a], a.id],
    ['two selectable tickets', [a, b], null],
    ['one selectable, one sold out', [a, { ...b, quantity: 0 }], a.id],
    ['a membership ticket', [{ ...a, membershipId: '00000000-0000-4000-8000-0000000000ff' }], null],
    ['a custom price without a starting price', [{ ...a, pricingMode: 'custom_price' as const }], null],
  ])('%s', (_n, list, id) => expect(autoPickTicket(list)).toBe(id));
  it('not with membership options', () => expect(autoPickTicket([a], { membershipOptions: true })).toBeNull());
});

describe('custom prices', () => {
  const t = ticket({ pricingMode: 'custom_price', minimumPrice: 500, suggestedPrice: 1000 });
  it.each([
    [null, null],
    [400, 'Minimum is £ 5.00'],
    [500, null],
  ])('price %s', (price, error) => expect(customPriceError(t, price, 'gbp')).toBe(error));
  it('disables the quantity while the price is 0 or less', () => {
    expect(quantityDisabledByPrice(t, 0)).toBe(true);
    expect(quantityDisabledByPrice(t, null)).toBe(true);
    expect(quantityDisabledByPrice(t, 100)).toBe(false);
  });
  it('counts a custom-price line only when its price meets the minimum', () => {
    expect(hasSelection(sel({ quantities: { [t.id]: 1 }, customPrices: { [t.id]: 400 } }), [t])).toBe(false);
    expect(hasSelection(sel({ quantities: { [t.id]: 1 } }), [t])).toBe(true); // the suggested price
    expect(chosenLines(sel({ quantities: { [t.id]: 2 }, customPrices: { [t.id]: 700 } }), [t])).toEqual([{ ticket: t, quantity: 2, price: 700 }]);
  });
});

describe('the order summary estimate', () => {
  const stalls = ticket();
  it('is empty without a choice', () => {
    expect(estimateSummary(sel(), [stalls], opts)).toMatchObject({ lines: [], total: 0 });
  });
  it('prices like the server: 2 Stalls, 10% promo, £5 donation', () => {
    const s = sel({
      quantities: { [stalls.id]: 2 },
      donation: 500,
      promo: { code: 'WELCOME10', name: 'Welcome', amount: null, percentageValue: 10, tickets: [], allTickets: true, quantity: 100 },
    });
    // The order the server made for this selection: subtotal 5464, discounts 546, donation 500, total 5418.
    expect(estimateSummary(s, [stalls], opts)).toEqual({
      currency: 'gbp',
      lines: [{ ticketId: stalls.id, name: 'General', count: 2, amount: 5300 }],
      tickets: 5300,
      fees: 164,
      discount: 546,
      donation: 500,
      total: 5418,
    });
  });
  it('applies a promo code only to its tickets', () => {
    const other = ticket({ id: '00000000-0000-4000-8000-000000000002', price: 1000, fee: 0 });
    const s = sel({
      quantities: { [stalls.id]: 1, [other.id]: 1 },
      promo: { code: 'X', name: 'X', amount: 500, percentageValue: null, tickets: [other.id], allTickets: false, quantity: null },
    });
    expect(estimateSummary(s, [stalls, other], opts).discount).toBe(500);
  });
  it('has no fees nor donation in the guest flow', () => {
    const s = sel({ quantities: { [stalls.id]: 1 }, donation: 500 });
    expect(estimateSummary(s, [stalls], { ...opts, guestFlow: true })).toMatchObject({ fees: 0, donation: 0, total: 2650 });
  });
  it('shows an absorbed fee nowhere: the buyer pays the price (2650) alone, with or without a promo code', () => {
    const absorbed = ticket({ absorbFees: true });
    const s = sel({ quantities: { [absorbed.id]: 2 } });
    expect(estimateSummary(s, [absorbed], opts)).toMatchObject({ tickets: 5300, fees: 0, discount: 0, total: 5300 });
    const promo = { code: 'X', name: 'X', amount: null, percentageValue: 10, tickets: [], allTickets: true, quantity: null };
    expect(estimateSummary({ ...s, promo }, [absorbed], opts)).toMatchObject({ tickets: 5300, fees: 0, discount: 530, total: 4770 });
  });
  it('reads an order as the server priced it', () => {
    const item = { ...orderItem(stalls.id), name: 'General' };
    expect(orderSummaryOf({ currency: 'gbp', items: [item, item], subtotal: 5464, discounts: 546, donationAmount: 500, total: 5418 })).toMatchObject({
      lines: [{ count: 2, amount: 5300 }],
      fees: 164,
      discount: 546,
      total: 5418,
    });
  });
});

describe('the request body', () => {
  it('splits fixed and custom-price tickets and normalizes the donation', () => {
    const fixed = ticket();
    const custom = ticket({ id: '00000000-0000-4000-8000-000000000003', pricingMode: 'custom_price', minimumPrice: 100 });
    const body = selectionBody(
      sel({ quantities: { [fixed.id]: 2, [custom.id]: 1 }, customPrices: { [custom.id]: 900 }, donation: -700, secretCodes: ['VIP'] }),
      [fixed, custom],
      {
        paymentMethod: 'card',
        guestFlow: false,
        donationMaximum: 500,
        donationEnabled: true,
        occurrenceId: null,
        discounts: [],
      },
    );
    expect(body).toEqual({
      tickets: { [fixed.id]: 2 },
      customPriceTickets: [{ ticketId: custom.id, price: 900, count: 1 }],
      donationAmount: 500,
      paymentMethod: 'card',
      secretCodes: ['VIP'],
      guestFlow: false,
    });
  });
  it('comes back from an order', () => {
    const custom = ticket({ id: '00000000-0000-4000-8000-000000000003', pricingMode: 'custom_price', fee: 100 });
    const item = {
      ticket: {
        id: custom.id,
        name: 'x',
        category: 'Admission' as const,
        attendanceType: 'in_person' as const,
        pricingMode: 'custom_price' as const,
        visibilityScope: 'public' as const,
      },
      basePrice: 1100,
      membershipBenefitId: null,
    };
    expect(selectionFromOrder({ items: [item], donationAmount: 200, secretCodes: ['A'] }, [custom])).toEqual({
      quantities: { [custom.id]: 1 },
      customPrices: { [custom.id]: 1000 },
      donation: 200,
      secretCodes: ['A'],
      benefits: {},
      heldUses: {},
    });
  });
});

describe('small rules', () => {
  it.each([
    ['5', 500],
    ['-5', 500],
    ['1000', 50_000],
    ['', 0],
    ['abc', 0],
    ['2,5', 250],
  ])('donation %s is %i', (input, out) => expect(donationFromInput(input, 2, 50_000)).toBe(out));

  it('cuts descriptions at 170 characters', () => {
    const long = 'a'.repeat(200);
    expect(cutDescription(long, false)).toEqual({ text: `${'a'.repeat(170)}…`, cut: true });
    expect(cutDescription(long, true)).toEqual({ text: long, cut: true });
    expect(cutDescription('short', false)).toEqual({ text: 'short', cut: false });
  });

  it('lists revealed tickets once, after the public ones', () => {
    const a = ticket();
    const hidden = { ...ticket({ id: '00000000-0000-4000-8000-000000000009', secret: true }), code: 'VIP' };
    expect(allTickets([a], [hidden, hidden]).map((t) => t.id)).toEqual([a.id, hidden.id]);
  });
});

describe('member benefits', () => {
  const stalls = ticket();
  const balcony = ticket({ id: '00000000-0000-4000-8000-000000000002', price: 1000, fee: 0 });
  const custom = ticket({ id: '00000000-0000-4000-8000-000000000003', pricingMode: 'custom_price', minimumPrice: 100 });
  const discount = (over: Partial<MembershipDiscount> = {}): MembershipDiscount => ({
    id: '00000000-0000-4000-8000-0000000000d1',
    name: '20% off',
    amount: null,
    percentageValue: 20,
    archived: false,
    ticketIds: [],
    discountScope: 'all',
    available: true,
    usesLeft: null,
    ...over,
  });
  const all = discount();
  const balconyOnly = discount({ id: '00000000-0000-4000-8000-0000000000d2', name: 'Balcony', discountScope: 'tickets', ticketIds: [balcony.id] });
  const limited = discount({ id: '00000000-0000-4000-8000-0000000000d3', name: '£5 off', percentageValue: null, amount: 500, usesLeft: 3 });
  const exhausted = discount({ id: '00000000-0000-4000-8000-0000000000d4', name: 'Gone', available: false, usesLeft: 0 });
  const discounts = [all, balconyOnly, limited, exhausted];

  it('offers on fixed-price lines the benefits for all tickets and those naming the line', () => {
    expect(benefitOptions(stalls, discounts).map((d) => d.name)).toEqual(['20% off', '£5 off', 'Gone']);
    expect(benefitOptions(balcony, discounts).map((d) => d.name)).toEqual(['20% off', 'Balcony', '£5 off', 'Gone']);
    expect(benefitOptions(custom, discounts)).toEqual([]);
    expect(benefitOptions(stalls, [discount({ archived: true })])).toEqual([]);
  });

  it('keeps a chosen benefit only while it is offered there with uses left', () => {
    expect(chosenBenefit(sel({ benefits: { [stalls.id]: all.id } }), stalls, discounts)).toEqual(all);
    expect(chosenBenefit(sel({ benefits: { [stalls.id]: balconyOnly.id } }), stalls, discounts)).toBeNull();
    expect(chosenBenefit(sel({ benefits: { [stalls.id]: exhausted.id } }), stalls, discounts)).toBeNull();
    expect(chosenBenefit(sel(), stalls, discounts)).toBeNull();
  });

  it('covers as many tickets as the benefit has uses left, less those of the other lines', () => {
    const s = sel({ quantities: { [stalls.id]: 1, [balcony.id]: 2 }, benefits: { [stalls.id]: limited.id, [balcony.id]: limited.id } });
    expect(benefitRoom(s, stalls, [stalls, balcony], discounts)).toBe(1);
    expect(benefitRoom(s, balcony, [stalls, balcony], discounts)).toBe(2);
    expect(benefitRoom(sel({ benefits: { [stalls.id]: all.id } }), stalls, [stalls], discounts)).toBe(Infinity);
    expect(benefitRoom(sel(), stalls, [stalls], discounts)).toBe(Infinity);
  });

  it('sends each line its benefit as the selection item {quantity, membershipId}, and the benefits chosen', () => {
    const s = sel({ quantities: { [stalls.id]: 2, [balcony.id]: 1 }, benefits: { [stalls.id]: all.id } });
    const base = { paymentMethod: 'card' as const, donationMaximum: 0, donationEnabled: false, discounts };
    expect(selectionBody(s, [stalls, balcony], { ...base, guestFlow: false })).toMatchObject({
      tickets: { [stalls.id]: { quantity: 2, membershipId: all.id }, [balcony.id]: 1 },
      membershipDiscounts: [all.id],
    });
    const guests = selectionBody(s, [stalls, balcony], { ...base, guestFlow: true });
    expect(guests.tickets).toEqual({ [stalls.id]: 2, [balcony.id]: 1 });
    expect(guests).not.toHaveProperty('membershipDiscounts');
  });

  it('prices the summary like the server: the better of the promo code and the benefit per line', () => {
    // General: 2500 + 150 booking fee = 2650, platform fee 82. 20% off: 2120 + 66.
    const member = sel({ quantities: { [stalls.id]: 1 }, benefits: { [stalls.id]: all.id } });
    expect(estimateSummary(member, [stalls], { ...opts, discounts })).toMatchObject({ tickets: 2650, fees: 82, discount: 546, total: 2186 });
    const promo = { code: 'HALF', name: 'Half', amount: null, percentageValue: 50, tickets: [], allTickets: true, quantity: null };
    expect(estimateSummary({ ...member, promo }, [stalls], { ...opts, discounts }).total).toBe(1325 + 41);
    expect(estimateSummary({ ...member, promo: { ...promo, percentageValue: 10 } }, [stalls], { ...opts, discounts }).total).toBe(2186);
    // An exhausted benefit prices nothing.
    expect(
      estimateSummary(sel({ quantities: { [stalls.id]: 1 }, benefits: { [stalls.id]: exhausted.id } }), [stalls], { ...opts, discounts }).discount,
    ).toBe(0);
  });

  it('comes back from an order with the benefits that priced its lines', () => {
    const item = { ...orderItem(stalls.id, 'member'), membershipBenefitId: all.id };
    expect(selectionFromOrder({ items: [item, item], donationAmount: 0, secretCodes: [] }, [stalls])).toMatchObject({
      benefits: { [stalls.id]: all.id },
      heldUses: { [all.id]: 2 },
    });
  });

  it('counts the uses its own order holds as left: changing the order gives them back first', () => {
    const [, , lim, gone] = checkoutDiscounts(discounts, { [limited.id]: 2, [exhausted.id]: 1, [all.id]: 3 });
    expect(lim).toMatchObject({ usesLeft: 5, available: true });
    expect(gone).toMatchObject({ usesLeft: 1, available: true });
    expect(checkoutDiscounts(discounts, { [all.id]: 3 })[0]).toEqual(all);
    expect(heldUsesOf([{ membershipBenefitId: all.id }, { membershipBenefitId: null }, { membershipBenefitId: all.id }])).toEqual({ [all.id]: 2 });
  });

  it('does not set a lone ticket to 1 when it has benefit options', () => {
    expect(autoPickTicket([stalls], { membershipOptions: benefitOptions(stalls, discounts).length > 0 })).toBeNull();
  });

  it("shows the membership banner to the viewers the server sends it to, never in the guest flow, linking to the owner's page", () => {
    const event = {
      membershipBanner: { title: 'Become a member!', description: 'Unlock member exclusive benefits by subscribing and becoming a member.' },
      owner: { id: '00000000-0000-4000-8000-0000000000aa', type: 'school' as const, username: 'lovelace-hall', name: 'Lovelace Hall', avatar: null },
    } as Parameters<typeof membershipBannerOf>[0];
    expect(membershipBannerOf(event, { guestFlow: false })).toEqual({ ...event.membershipBanner, href: '/o/lovelace-hall/memberships' });
    expect(membershipBannerOf(event, { guestFlow: true })).toBeNull();
    expect(membershipBannerOf({ ...event, membershipBanner: null }, { guestFlow: false })).toBeNull();
    expect(membershipBannerOf({ ...event, owner: { ...event.owner, type: 'user', username: 'ada' } }, { guestFlow: false })?.href).toBe(
      '/p/ada/memberships',
    );
  });
});
