import type { Config } from '../../platform/config.ts';
import type { EventAssistant } from './assistant.ts';
import { modelAssistant } from './model-assistant.ts';
import { offlineAssistant } from './offline-assistant.ts';

/** The configured assistant: the language model when AI_BASE_URL is set, the offline one otherwise. */
export const assistantFor = (config: Pick<Config, 'ai'>): EventAssistant => (config.ai ? modelAssistant(config.ai) : offlineAssistant);
