import type { AssistantStep } from '../../../domain/event-creator/draft.ts';
import type { EventAssistant } from './assistant.ts';

/**
 * PLACEHOLDER until the ai-offline branch lands `offlineReply` (src/domain/event-creator/offline-assistant.ts):
 * asks for the description and keeps the draft. Replaced by `offlineReply(transcript, draft, context)` at the merge.
 */
export const offlineAssistant: EventAssistant = {
  reply: async ({ draft }): Promise<AssistantStep> => ({
    action: 'ask',
    content: 'Tell me about your event: its name, date, venue and tickets.',
    draft,
  }),
};
