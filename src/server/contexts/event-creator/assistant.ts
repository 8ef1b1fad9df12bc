import type { AssistantStep, CreatorContext, EventDraft, Turn } from '../../../domain/event-creator/draft.ts';

/**
 * The port both assistants stand behind (issue 31): the language model through an OpenAI-compatible server
 * (model-assistant.ts) or the offline one. The reply job calls it with the transcript (ending with the organizer's
 * newest message) and the draft so far; `signal` aborts it at the reply's time limit.
 */
export interface EventAssistant {
  reply(input: { transcript: readonly Turn[]; draft: EventDraft; context: CreatorContext }, signal: AbortSignal): Promise<AssistantStep>;
}
