import { API_KEYS_TEXTS as T } from '../../../contracts/developer-tools.messages.ts';
import type { ApiKeyView } from './api.ts';
import { logTime } from './delivery-rows.ts';

/** The Key column: the key's first characters, to tell keys apart (the key itself is never shown again). */
export const keyPreview = (prefix: string) => `${prefix}…`;

/** Last used: when the key last authenticated a call, or 'Never'. */
export const lastUsedLabel = (lastUsedAt: string | null) => (lastUsedAt ? logTime(lastUsedAt) : T.never);

/** Read only / Read and write. */
export const accessLabel = (access: ApiKeyView['access']) => T.access[access];
