/** Sizes and choices of attendee messages, zod-free for the web. */
export const MESSAGE_AUDIENCES = ['all', 'ticket_type', 'date'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
export const MESSAGE_FORMATS = ['text', 'html'] as const;
export type MessageFormat = (typeof MESSAGE_FORMATS)[number];
export const MESSAGE_LIMITS = { subject: 200, body: 20_000 } as const;
/** The event management tab's label (tiny, for the tabs every management page loads). */
export const MESSAGES_TAB = 'Messages';
