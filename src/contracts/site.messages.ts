/** Site-wide constants shared by the server and the web app: plain values without zod. */

/** The meta tag through which the server tells the page its environment (app.ts serveWeb, web app/env.ts). */
export const ENVIRONMENT_META = 'ovation-environment';

/** The dev outbox (/dev/outbox). */
export const OUTBOX_MESSAGES = {
  attachmentNotFound: 'Attachment not found',
} as const;
