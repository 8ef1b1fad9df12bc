import type { AssistantStep, CreatorContext, EventDraft, Turn } from './draft.ts';
import { converse } from './conversation.ts';

/**
 * The offline assistant (issue 31): deterministic slot filling, the embedded default when no language model is
 * configured. Deterministic: the same transcript, draft and context give the same step. `transcript` ends with the
 * organizer's newest message; `draft` is the draft after the previous step (emptyDraft() at the start).
 */
export function offlineReply(transcript: readonly Turn[], draft: EventDraft, ctx: CreatorContext): AssistantStep {
  return converse(transcript, draft, ctx);
}
