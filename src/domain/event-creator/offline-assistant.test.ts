import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft.ts';
import { offlineReply } from './offline-assistant.ts';
import { LONDON, talk } from './conversation.fixtures.ts';

describe('offlineReply', () => {
  it("builds the issue's example in one message, corrects the price, and creates on a yes", () => {
    const { steps, draft } = talk([
      'Jazz night at the Blue Room, Friday 8pm, doors 7:30, £15 advance, £20 on the door, 120 seats',
      'make it £18',
      'yes',
    ]);
    expect(steps.map((s) => s.action)).toEqual(['confirm', 'confirm', 'create']);
    expect(draft).toMatchObject({
      name: 'Jazz night',
      timezone: 'Europe/London',
      currency: 'gbp',
      dates: [{ startsAt: '2026-12-04T20:00:00+00:00', endsAt: '2026-12-04T23:00:00+00:00', doorTime: '2026-12-04T19:30:00+00:00' }],
      attendance: 'in_person',
      venue: { name: 'the Blue Room', address: '', city: '' },
      tickets: [
        { name: 'Advance', price: 1800, quantity: 120, sale: 'advance' },
        { name: 'On the door', price: 2000, quantity: 120, sale: 'door' },
      ],
    });
    expect(draft.description).toBe('Jazz night at the Blue Room on Fri, 4 Dec 2026, 8:00 PM. Tickets from £18.00.');
  });

  it('is deterministic: the same input gives the same step', () => {
    const transcript = [{ role: 'user' as const, content: 'Quiz night next Friday 7pm at The Crown, £5, 60 seats' }];
    expect(offlineReply(transcript, emptyDraft(LONDON), LONDON)).toEqual(offlineReply(transcript, emptyDraft(LONDON), LONDON));
  });
});
