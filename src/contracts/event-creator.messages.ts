/** The AI event creator's words (buyer-side 2.4, 5, 8) and limits (chosen in docs/decisions/event-creator.md). */

export const EVENT_CREATOR_LIMITS = {
  /** Characters in one message. */
  message: 4000,
  /** Messages in one conversation, both sides; beyond it the organizer starts a new one. */
  messages: 80,
} as const;

export const EVENT_CREATOR_TEXTS = {
  placeholder: 'Describe your event...',
  thinking: 'Thinking',
  sending: 'Sending',
  failed: 'Something went wrong.',
  resend: 'Resend',
} as const;

export const EVENT_CREATOR_MESSAGES = {
  createFailed: 'Failed to create event creator',
  readFailed: 'Failed to get messages',
  sendFailed: 'Failed to send message',
  emptyMessage: 'Write a message',
} as const;
