import type { AssistantStep, EventDraft } from '../../../domain/event-creator/draft.ts';
import type { EventAssistant } from './assistant.ts';

/** A complete draft: jazz night in London on 15 October 2027 (BST), doors 19:30, one advance ticket type. */
export const JAZZ_DRAFT: EventDraft = {
  name: 'Jazz night',
  description: null,
  timezone: 'Europe/London',
  currency: 'gbp',
  dates: [{ startsAt: '2027-10-15T20:00:00+01:00', endsAt: '2027-10-15T23:00:00+01:00', doorTime: '2027-10-15T19:30:00+01:00' }],
  attendance: 'in_person',
  venue: { name: 'The Blue Room', address: '1 High Street', city: 'London' },
  tickets: [{ name: 'Advance', price: 1500, quantity: 120, sale: 'advance' }],
  questions: [],
};

/** An assistant answering every message with `step`, counting its calls. */
export function scriptedAssistant(step: AssistantStep): EventAssistant & { calls: number } {
  const fake = {
    calls: 0,
    async reply() {
      fake.calls += 1;
      return step;
    },
  };
  return fake;
}
