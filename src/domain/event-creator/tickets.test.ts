import { describe, expect, it } from 'vitest';
import { readTickets, withCapacity } from './tickets.ts';

const t = (name: string, price: number, quantity: number | null = null, sale: 'advance' | 'door' = 'advance') => ({ name, price, quantity, sale });

describe('readTickets', () => {
  it.each([
    ['£15 advance, £20 on the door, 120 seats', [t('Advance', 1500), t('On the door', 2000, null, 'door')], 120],
    ['VIP £40 (20), standard £15 (100)', [t('VIP', 4000, 20), t('Standard', 1500, 100)], null],
    ['early bird $10 x50, regular $15 x100', [t('Early bird', 1000, 50), t('Regular', 1500, 100)], null],
    ['tickets £12.50', [t('General admission', 1250)], null],
    ['free entry, 50 places', [t('General admission', 0)], 50],
    ['£7.50 adults, kids free', [t('Adult', 750), t('Child', 0)], null],
    ['€12,50 for students and €20 for adults', [t('Student', 1250), t('Adult', 2000)], null],
    ['Tickets: Adults 20 USD, kids 5 USD', [t('Adult', 2000), t('Child', 500)], null],
    ['£15 on the door only', [t('On the door', 1500, null, 'door')], null],
    ['VIP £40 at the door', [t('VIP (on the door)', 4000, null, 'door')], null],
    ['£10, £12', [t('General admission', 1000), t('General admission 2', 1200)], null],
    // a sentence: dates, times and the venue next to the price do not name the ticket
    ['Quiz on Friday 8pm for £5', [t('General admission', 500)], null],
    ['Jazz night at the Blue Room £15 on Saturday', [t('General admission', 1500)], null],
    ['add a student ticket £10', [t('Student', 1000)], null],
    // several prices in one clause
    ['£8 advance £10 door', [t('Advance', 800), t('On the door', 1000, null, 'door')], null],
    ['VIP £40 standard £15', [t('VIP', 4000), t('Standard', 1500)], null],
    ['tickets £5 (redeemable against the book)', [t('General admission', 500)], null],
    ['£12 for adults and £6 for under 16s', [t('Adult', 1200), t('Under 16s', 600)], null],
    ['over 65s £5', [t('Over 65s', 500)], null],
    ['capacity 200', [], 200],
    ['max 300', [], 300],
    ['120 seats not 100', [], 120],
  ])('%s', (text, tickets, capacity) => {
    expect(readTickets(text, 'gbp')).toMatchObject({ tickets, capacity });
  });

  it('names the currency the prices were written in, and the number a correction replaces', () => {
    expect(readTickets('$20, 80 tickets', 'gbp')).toMatchObject({ currency: 'usd', tickets: [t('General admission', 2000)], capacity: 80 });
    expect(readTickets('120 seats not 100', 'gbp')).toMatchObject({ capacity: 120, replacedCapacity: 100, currency: null });
  });

  it('gives the shared capacity only to types without their own quantity', () => {
    expect(withCapacity([t('VIP', 4000, 20), t('Standard', 1500)], 100)).toEqual([t('VIP', 4000, 20), t('Standard', 1500, 100)]);
  });
});
