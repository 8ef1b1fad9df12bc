import { offlineReply } from '../../../domain/event-creator/offline-assistant.ts';
import type { EventAssistant } from './assistant.ts';

/** The embedded default when no model is configured: deterministic slot filling, no network (domain/event-creator). */
export const offlineAssistant: EventAssistant = {
  reply: async ({ transcript, draft, context }) => offlineReply(transcript, draft, context),
};
