import { describe, expect, it } from 'vitest';
import { activityParts, fillTemplate, patronPath, personName, type ActivityFact, type ActivityPart, type ActivityWords } from './activity.ts';

const WORDS: ActivityWords = {
  purchase: (n) => `{patron} bought ${n === 1 ? 'a ticket' : `${n} tickets`} to {event}`,
  checkIn: '{patron} checked in to {event}',
  attendeeCheckIn: '{attendee} checked in to {event} with a ticket from {patron}',
  transfer: '{patron}’s ticket to {event} was transferred to {recipient}',
  cancel: '{patron}’s ticket to {event} was canceled',
  refund: '{patron} was refunded {amount} for a ticket to {event}',
  subscribed: '{patron} became a {tier} member',
  subscriptionCanceled: '{patron} canceled their {tier} membership',
  subscriptionExpired: '{patron}’s {tier} membership expired',
};

const ann = { name: 'Ann Lee', href: '/manage/hall/reporting/patrons/p1' };
const guest = { name: 'guest@example.com', href: null };
const gala = { name: 'Gala', href: '/event/e1' };

/** A sentence written as text with [links](href), to read the tables at a glance. */
const show = (parts: ActivityPart[]) => parts.map((p) => (p.href ? `[${p.text}](${p.href})` : p.text)).join('');

describe('activityParts', () => {
  it.each<[string, ActivityFact, string]>([
    [
      'a purchase of one ticket',
      { type: 'order.completed', patron: ann, event: gala, tickets: 1 },
      '[Ann Lee](/manage/hall/reporting/patrons/p1) bought a ticket to [Gala](/event/e1)',
    ],
    [
      'a purchase of three',
      { type: 'order.completed', patron: guest, event: gala, tickets: 3 },
      'guest@example.com bought 3 tickets to [Gala](/event/e1)',
    ],
    [
      'the buyer checks in',
      { type: 'ticket.checked_in', patron: ann, event: gala, attendee: 'ann lee' },
      '[Ann Lee](/manage/hall/reporting/patrons/p1) checked in to [Gala](/event/e1)',
    ],
    [
      'a ticket without a name checks in',
      { type: 'ticket.checked_in', patron: ann, event: gala, attendee: null },
      '[Ann Lee](/manage/hall/reporting/patrons/p1) checked in to [Gala](/event/e1)',
    ],
    [
      'a friend checks in on the buyer’s ticket',
      { type: 'ticket.checked_in', patron: ann, event: gala, attendee: 'Bo Chen' },
      'Bo Chen checked in to [Gala](/event/e1) with a ticket from [Ann Lee](/manage/hall/reporting/patrons/p1)',
    ],
    [
      'a transfer',
      { type: 'ticket.transferred', patron: ann, event: gala, recipient: 'Bo Chen' },
      '[Ann Lee](/manage/hall/reporting/patrons/p1)’s ticket to [Gala](/event/e1) was transferred to Bo Chen',
    ],
    [
      'a cancellation',
      { type: 'ticket.cancelled', patron: ann, event: gala },
      '[Ann Lee](/manage/hall/reporting/patrons/p1)’s ticket to [Gala](/event/e1) was canceled',
    ],
    [
      'a refund',
      { type: 'ticket.refunded', patron: ann, event: gala, amount: '$10.50' },
      '[Ann Lee](/manage/hall/reporting/patrons/p1) was refunded $10.50 for a ticket to [Gala](/event/e1)',
    ],
    [
      'a subscription',
      { type: 'membership.subscription.created', patron: ann, tier: 'Friend' },
      '[Ann Lee](/manage/hall/reporting/patrons/p1) became a Friend member',
    ],
    [
      'a cancelled membership',
      { type: 'membership.subscription.cancelled', patron: guest, tier: 'Friend' },
      'guest@example.com canceled their Friend membership',
    ],
    [
      'an expired membership',
      { type: 'membership.subscription.expired', patron: guest, tier: 'Friend' },
      'guest@example.com’s Friend membership expired',
    ],
  ])('%s', (_, fact, expected) => {
    expect(show(activityParts(fact, WORDS))).toBe(expected);
  });

  it('keeps names as text even when they look like slots or markup', () => {
    const parts = activityParts(
      { type: 'order.completed', patron: { name: '{event}', href: null }, event: { name: '<b>{patron}</b>', href: '/event/e1' }, tickets: 2 },
      WORDS,
    );
    expect(parts).toEqual([{ text: '{event}' }, { text: ' bought 2 tickets to ' }, { text: '<b>{patron}</b>', href: '/event/e1' }]);
  });
});

describe('fillTemplate', () => {
  it.each<[string, Record<string, ActivityPart>, ActivityPart[]]>([
    ['{a} and {b}', { a: { text: 'A' }, b: { text: 'B', href: '/b' } }, [{ text: 'A' }, { text: ' and ' }, { text: 'B', href: '/b' }]],
    ['{a}{a}', { a: { text: 'A' } }, [{ text: 'A' }, { text: 'A' }]],
    ['no slots', {}, [{ text: 'no slots' }]],
    ['{missing} stays', {}, [{ text: '{missing}' }, { text: ' stays' }]],
  ])('%s', (template, slots, expected) => {
    expect(fillTemplate(template, slots)).toEqual(expected);
  });
});

describe('patronPath', () => {
  it.each([
    [{ id: 'p1', email: 'a@b.c' }, '/manage/hall/reporting/patrons/p1'],
    [{ id: null, email: 'ann+x@example.com' }, '/manage/hall/reporting/patrons/null?email=ann%2Bx%40example.com'],
    [{ id: null, email: null }, null],
  ])('%j', (patron, expected) => {
    expect(patronPath('hall', patron)).toBe(expected);
  });
});

describe('personName', () => {
  it.each([
    ['Ann', 'Lee', 'a@b.c', 'Ann Lee'],
    [' Ann ', null, 'a@b.c', 'Ann'],
    [null, '', 'a@b.c', 'a@b.c'],
    [null, null, null, 'Guest'],
  ])('%s %s %s', (first, last, email, expected) => {
    expect(personName(first, last, email, 'Guest')).toBe(expected);
  });
});
