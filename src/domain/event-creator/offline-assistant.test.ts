import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft.ts';
import { offlineReply } from './offline-assistant.ts';
import { LONDON, NEW_YORK, talk } from './conversation.fixtures.ts';
import { OFFLINE_MESSAGES as M } from './offline-messages.ts';

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

  it('starts by asking for the name when the transcript has no message of the organizer yet', () => {
    expect(offlineReply([], emptyDraft(LONDON), LONDON)).toEqual({ action: 'ask', content: M.askName, draft: emptyDraft(LONDON) });
  });

  // absurd input never throws: each gets the question for what is missing, and the draft stays valid
  it.each([
    ['', M.askName],
    ['   ', M.askName],
    ['🎉🎉🎉', M.askName],
    ['?', M.askName],
    ['hi', M.askName],
    ['yes', M.askName],
    ['no', M.askName],
    ['x'.repeat(4000), `${M.tooLong}\n${M.askName}`],
    ['<script>alert(1)</script>', M.askName],
    ['£', M.askName],
    ['31/02 7pm', M.askName],
    ['25:99', M.askName],
    ['£99999999999', 'A ticket can cost at most £1,000,000.00. What should it cost?'],
    ['Quiz, Friday 8pm, at the Pub, £5, 9999999 seats', 'At most 1,000,000 tickets of one type can be for sale. How many are there?'],
  ])('%j -> asks %j', (message, question) => {
    const { steps } = talk([message], LONDON);
    expect(steps[0]).toMatchObject({ action: 'ask', content: question });
    expect(steps[0]!.draft.tickets).toEqual([]);
  });

  it('a yes before the draft is complete asks for what is missing instead of creating', () => {
    const { steps } = talk(['Jazz night on Friday 8pm', 'yes'], NEW_YORK);
    expect(steps.map((s) => [s.action, s.content])).toEqual([
      ['ask', M.askPlace],
      ['ask', M.askPlace],
    ]);
  });

  it('says the editor needs a number when the organizer wants unlimited tickets', () => {
    const { steps } = talk(['Jazz night online, Friday 8pm, free', 'unlimited'], LONDON);
    expect(steps.map((s) => [s.action, s.content])).toEqual([
      ['ask', M.askQuantity],
      ['ask', M.quantityNeeded],
    ]);
  });

  // a refusal is never taken as the answer to the question asked (the name, the venue)
  it.each([
    [['publish it'], M.publish],
    [['can you refund my order?'], M.refund],
    [['Jazz night', 'Friday 8pm', 'tell me a joke'], M.outside],
  ])('%j is refused', (messages, refusal) => {
    const { steps } = talk(messages, LONDON);
    const last = steps[steps.length - 1]!;
    expect(last).toMatchObject({ action: 'refuse', content: refusal });
    expect(last.draft).toEqual(steps.length > 1 ? steps[steps.length - 2]!.draft : emptyDraft(LONDON));
  });

  it("reads nothing else out of the organizer's description", () => {
    const { steps, draft } = talk(
      ['Jazz night at the Blue Room, Friday 8pm, £15, 100 seats', 'description: Three sets of jazz on Saturday, drinks from £5 at the bar.'],
      LONDON,
    );
    expect(steps.map((s) => s.action)).toEqual(['confirm', 'confirm']);
    expect(draft).toMatchObject({
      description: 'Three sets of jazz on Saturday, drinks from £5 at the bar.',
      dates: steps[0]!.draft.dates,
      tickets: steps[0]!.draft.tickets,
      venue: steps[0]!.draft.venue,
    });
  });

  it('takes a name answer and a description in one message', () => {
    expect(talk(['Jazz Club. Description: Monthly jazz.'], LONDON).draft).toMatchObject({
      name: 'Jazz Club',
      description: 'Monthly jazz.',
    });
  });
});
