import { type AssistantStep, type CreatorContext, type EventDraft, type Turn, emptyDraft } from './draft.ts';
import { offlineReply } from './offline-assistant.ts';

/** Sunday 29 November 2026, 10:00 UTC: the moment every table test is read from. */
export const NOW = new Date('2026-11-29T10:00:00Z');

export const context = (timezone: string, currency: string): CreatorContext => ({
  now: NOW,
  timezone,
  currency,
  firstName: 'Ada',
  ownerName: 'Ada Events',
});
export const LONDON = context('Europe/London', 'gbp');
export const NEW_YORK = context('America/New_York', 'usd');
export const SYDNEY = context('Australia/Sydney', 'usd');
export const BERLIN = context('Europe/Berlin', 'eur');

/** Plays the organizer's messages through the assistant, each step's draft fed to the next as the server does. */
export function talk(messages: readonly string[], ctx: CreatorContext = LONDON): { steps: AssistantStep[]; draft: EventDraft } {
  const transcript: Turn[] = [];
  const steps: AssistantStep[] = [];
  let draft = emptyDraft(ctx);
  for (const content of messages) {
    transcript.push({ role: 'user', content });
    const step = offlineReply(transcript, draft, ctx);
    steps.push(step);
    draft = step.draft;
    transcript.push({ role: 'assistant', content: step.content });
  }
  return { steps, draft };
}
