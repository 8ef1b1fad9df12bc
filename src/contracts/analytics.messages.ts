/**
 * First-party analytics: the spec's failure texts (accounts-and-reporting 8). The browser tracker logs them, never
 * shows them to buyers; the field messages are what a bad batch is told (422).
 */
import { ANALYTICS_LIMITS } from './analytics.values.ts';

export const ANALYTICS_MESSAGES = {
  createSessionFailed: 'Failed to create session',
  trackEventFailed: 'Failed to track event',
  trackWebVitalFailed: 'Failed to track web vital',
} as const;

export const ANALYTICS_FIELD_MESSAGES = {
  emptyBatch: 'Send at least one item',
  batchTooLarge: (max: number) => `Send at most ${max} items at once`,
  dataTooLarge: `Send at most ${ANALYTICS_LIMITS.dataKeys} values`,
} as const;
