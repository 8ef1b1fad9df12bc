import type { Config } from '../../platform/config.ts';
import type { EventAssistant } from './assistant.ts';
import { modelAssistant } from './model-assistant.ts';
import { offlineAssistant } from './offline-assistant.ts';

/** The configured assistant: the language model when AI_BASE_URL is set, the offline one otherwise. */
export const assistantFor = (config: Pick<Config, 'ai'>): EventAssistant => (config.ai ? modelAssistant(config.ai) : offlineAssistant);

/** The offline assistant answers in milliseconds; this only caps one that would loop. */
const OFFLINE_TIMEOUT_MS = 10_000;

/** How long one reply may take (AI_TIMEOUT_SECONDS for the model): the assistant's call is aborted past it. */
export const replyTimeoutMs = (config: Pick<Config, 'ai'>) => config.ai?.timeoutMs ?? OFFLINE_TIMEOUT_MS;
