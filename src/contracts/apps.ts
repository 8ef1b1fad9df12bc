import { z } from 'zod';
import { text } from './common.ts';
import { APP_SUGGESTION_LIMITS, WEEKLY_REPORT_LIMITS } from './apps.messages.ts';
export * from './apps.messages.ts';

/** content-management 7 Weekly sales report and app requests. */
export const weeklyReportQuery = z.object({ ownerId: z.uuid() });
export const weeklyReportReply = z.object({ success: z.boolean(), isConfigured: z.boolean(), emails: z.array(z.string()) });

export const saveWeeklyReportBody = z.object({
  /** Comma-separated; 1 to 5 valid addresses (the service words the errors). */
  emailAddresses: text(WEEKLY_REPORT_LIMITS.inputMax),
  ownerId: z.uuid(),
  ownerUsername: text(100).optional(),
});
export const saveWeeklyReportReply = z.object({ success: z.boolean(), emails: z.array(z.string()), error: z.string().optional() });

export const removeWeeklyReportBody = z.object({ ownerId: z.uuid() });
export const removeWeeklyReportReply = z.object({ success: z.boolean(), error: z.string().optional() });

export const appSuggestionBody = z.object({
  appName: text(APP_SUGGESTION_LIMITS.appName),
  problemDescription: text(APP_SUGGESTION_LIMITS.text),
  idealSolution: text(APP_SUGGESTION_LIMITS.text),
  contactInfo: text(APP_SUGGESTION_LIMITS.contactInfo),
  /** Who suggests: filled by the page from the session; the server records the signed-in user regardless. */
  userInfo: z.object({ name: text(200), username: text(100), email: text(320) }),
});
export const appSuggestionReply = z.object({ success: z.boolean(), message: z.string(), error: z.string().optional() });
