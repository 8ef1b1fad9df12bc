import { describe, expect, it } from 'vitest';
import {
  blankTicket,
  seatCategoryOptions,
  ticketsErrorAlias,
  tierOptions,
  toTicketForm,
  toTicketsBody,
  validateTickets,
  type TicketForm,
} from './tickets-form.ts';

const zone = 'Europe/London';
const t = (patch: Partial<TicketForm>): TicketForm => ({ ...blankTicket(), name: 'General', ...patch });

describe('toTicketsBody', () => {
  it.each([
    ['fixed price in minor units', t({ price: 12.5, fee: '1.25' }), { price: 1250, fee: 125, minimumPrice: null, suggestedPrice: null, code: null }],
    [
      'custom price stores the minimum as price',
      t({ pricingMode: 'custom_price', price: '', minimumPrice: 5, suggestedPrice: 10 }),
      { price: 500, minimumPrice: 500, suggestedPrice: 1000 },
    ],
    [
      'custom price without numbers is free',
      t({ pricingMode: 'custom_price', minimumPrice: '', suggestedPrice: '' }),
      { price: 0, minimumPrice: 0, suggestedPrice: 0 },
    ],
    [
      'secret code upper-cased, per-code quantity kept',
      t({ visibilityScope: 'secret', code: ' vip2026 ', quantityPerCode: 3 }),
      { code: 'VIP2026', quantityPerCode: 3 },
    ],
    ['codes dropped when not secret', t({ code: 'X', quantityPerCode: 3 }), { code: null, quantityPerCode: null }],
    ['the tier of a members-only ticket', t({ visibilityScope: 'member', membershipTierId: 'tier-1' }), { membershipTierId: 'tier-1' }],
    ['no tier for other visibilities', t({ visibilityScope: 'public', membershipTierId: 'tier-1' }), { membershipTierId: null }],
    [
      'the lists and per-code limit of a list ticket',
      t({ visibilityScope: 'list', customUserListIds: ['list-1', 'list-2'], quantityPerCode: '2' }),
      { customUserListIds: ['list-1', 'list-2'], quantityPerCode: 2, code: null },
    ],
    ['no lists for other visibilities', t({ visibilityScope: 'public', customUserListIds: ['list-1'] }), { customUserListIds: [] }],
    [
      'sales window in the event zone',
      t({ startsSalesAt: '2026-07-01T10:00', endsSalesAt: '' }),
      { startsSalesAt: '2026-07-01T09:00:00.000Z', endsSalesAt: null },
    ],
  ])('%s', (_name, ticket, expected) => {
    expect(toTicketsBody({ ticketTypes: [ticket] }, zone, 'usd').ticketTypes[0]).toMatchObject(expected);
  });

  it('keeps ids and order', () => {
    const body = toTicketsBody({ ticketTypes: [t({ id: 'b', key: 'b' }), t({ key: 'new' }), t({ id: 'a', key: 'a' })] }, zone, 'usd');
    expect(body.ticketTypes.map((x) => x.id)).toEqual(['b', undefined, 'a']);
  });

  it('round-trips a stored ticket type', () => {
    const stored = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'VIP',
      description: '',
      price: 7500,
      fee: 250,
      currency: 'jpy',
      quantity: 10,
      startsSalesAt: null,
      endsSalesAt: '2026-07-01T09:00:00.000Z',
      category: 'Add on' as const,
      attendanceType: 'online' as const,
      visibilityScope: 'public' as const,
      pricingMode: 'fixed' as const,
      suggestedPrice: null,
      minimumPrice: null,
      code: null,
      quantityPerCode: null,
      maxPerOrder: 4,
      position: 0,
      hidden: true,
      membershipTierId: null,
      customUserListIds: [],
      seatsCategoryKeys: ['stalls'],
      ticketsSold: 2,
      absorbFees: true,
      admission: 'punch_card' as const,
      passOccurrenceIds: [],
      entries: 10,
    };
    const form = toTicketForm(stored, zone, 'jpy');
    expect(form).toMatchObject({ price: 7500, fee: 250, endsSalesAt: '2026-07-01T10:00', hidden: true, ticketsSold: 2, absorbFees: true });
    expect(toTicketsBody({ ticketTypes: [form] }, zone, 'jpy').ticketTypes[0]).toMatchObject({
      id: stored.id,
      price: 7500,
      fee: 250,
      endsSalesAt: stored.endsSalesAt,
      maxPerOrder: 4,
      hidden: true,
      seatsCategoryKeys: ['stalls'],
      absorbFees: true,
    });
  });
});

describe('validateTickets', () => {
  it.each([
    ['a name is required', t({ name: ' ' }), 'ticketTypes.0.name', 'this field is required'],
    ['quantity is required', t({ quantity: '' }), 'ticketTypes.0.quantity', 'this field is required'],
    [
      'sales end after start',
      t({ startsSalesAt: '2026-07-02T10:00', endsSalesAt: '2026-07-01T10:00' }),
      'ticketTypes.0.endsSalesAt',
      'Sales must end after they start.',
    ],
    ['secret needs a code', t({ visibilityScope: 'secret', code: '' }), 'ticketTypes.0.code', 'Secret tickets need a code'],
    ['codes are letters and digits', t({ visibilityScope: 'secret', code: 'vip-1' }), 'ticketTypes.0.code', 'Use only letters and numbers'],
    [
      'suggested at least the minimum',
      t({ pricingMode: 'custom_price', minimumPrice: 10, suggestedPrice: 5 }),
      'ticketTypes.0.suggestedPrice',
      'The suggested price must be at least the minimum price',
    ],
    ['max per order from 1', t({ maxPerOrder: 0 }), 'ticketTypes.0.maxPerOrder', 'Between 1 and 100'],
    ['members-only needs a tier', t({ visibilityScope: 'member' }), 'ticketTypes.0.membershipTierId', 'Members-only tickets need a membership tier'],
    [
      'a list ticket needs a list',
      t({ visibilityScope: 'list', quantityPerCode: 2 }),
      'ticketTypes.0.customUserListIds',
      'Private access list tickets need at least one list',
    ],
    [
      'a list ticket needs a per-code limit',
      t({ visibilityScope: 'list', customUserListIds: ['list-1'] }),
      'ticketTypes.0.quantityPerCode',
      'Set how many tickets each share code can buy',
    ],
    [
      'a per-code limit from 1',
      t({ visibilityScope: 'list', customUserListIds: ['list-1'], quantityPerCode: 0 }),
      'ticketTypes.0.quantityPerCode',
      'Must be 1 or more',
    ],
    [
      'an absorbed fee needs a price above it',
      t({ price: 0.5, absorbFees: true }),
      'ticketTypes.0.absorbFees',
      'The Ovation fee is more than this price: raise the price or let buyers pay the fee.',
    ],
  ])('%s', (_name, ticket, key, message) => {
    expect(validateTickets({ ticketTypes: [ticket] }, zone, 'usd')[key]).toBe(message);
  });

  it.each([
    ['a price above the fee', t({ price: 20, absorbFees: true })],
    ['the booking fee lifts the price above it', t({ price: 0.5, fee: 1, absorbFees: true })],
    ['pay what you want under it', t({ pricingMode: 'custom_price', minimumPrice: 0.5, absorbFees: true })],
  ])('absorbs the fee of %s', (_name, ticket) =>
    expect(validateTickets({ ticketTypes: [ticket] }, zone, 'usd')['ticketTypes.0.absorbFees']).toBeUndefined(),
  );

  it('finds a code used twice', () => {
    const errors = validateTickets(
      { ticketTypes: [t({ visibilityScope: 'secret', code: 'A1' }), t({ visibilityScope: 'secret', code: 'a1' })] },
      zone,
      'usd',
    );
    expect(errors['ticketTypes.1.code']).toBe('Another ticket type uses this code');
  });

  it('accepts a list ticket with a list and a per-code limit', () => {
    expect(
      validateTickets({ ticketTypes: [t({ visibilityScope: 'list', customUserListIds: ['list-1'], quantityPerCode: 1 })] }, zone, 'usd'),
    ).toEqual({});
  });

  it('accepts a blank ticket with a name', () => {
    expect(validateTickets({ ticketTypes: [t({})] }, zone, 'usd')).toEqual({});
  });
});

describe('ticketsErrorAlias', () => {
  it('puts a custom-price ticket’s price error on its minimum', () => {
    const alias = ticketsErrorAlias({ ticketTypes: [t({}), t({ pricingMode: 'custom_price' })] });
    expect(alias('ticketTypes.0.price')).toBeNull();
    expect(alias('ticketTypes.1.price')).toBe('ticketTypes.1.minimumPrice');
  });
});

describe('tierOptions', () => {
  const tiers = [
    { id: 'friend', name: 'Friend', archived: false },
    { id: 'founder', name: 'Founder', archived: true },
    { id: 'patron', name: 'Patron', archived: false },
  ];
  it('offers the tiers that are not archived, and the archived one a ticket already has', () => {
    expect(tierOptions(tiers, '')).toEqual([
      { value: 'friend', label: 'Friend' },
      { value: 'patron', label: 'Patron' },
    ]);
    expect(tierOptions(tiers, 'founder').map((o) => o.label)).toEqual(['Friend', 'Founder (archived)', 'Patron']);
  });
});

describe('seatCategoryOptions', () => {
  const categories = [
    { key: 'stalls', name: 'Stalls' },
    { key: 'circle', name: 'Circle' },
  ];
  it.each([
    [
      "the chart's categories by name, in its order",
      [],
      [
        { value: 'stalls', label: 'Stalls' },
        { value: 'circle', label: 'Circle' },
      ],
    ],
    [
      'a chosen key the chart no longer has stays, named by its key',
      ['box'],
      [
        { value: 'stalls', label: 'Stalls' },
        { value: 'circle', label: 'Circle' },
        { value: 'box', label: 'box (not on the chart)' },
      ],
    ],
  ])('%s', (_name, current, expected) => {
    expect(seatCategoryOptions(categories, current)).toEqual(expected);
  });
});
