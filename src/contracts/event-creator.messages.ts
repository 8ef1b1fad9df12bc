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

/** The machine reasons of the refusals a client branches on (a 409 while a reply is being written, a full chat). */
export const EVENT_CREATOR_REASONS = {
  replying: 'creator_replying',
  full: 'creator_full',
} as const;
export type EventCreatorReason = (typeof EVENT_CREATOR_REASONS)[keyof typeof EVENT_CREATOR_REASONS];

/** The server's refusals and the assistant's own words that no assistant writes (issue 31). */
export const EVENT_CREATOR_REFUSALS = {
  /** Another user's conversation answers the same as a missing one. */
  notFound: 'Conversation not found',
  replying: 'The assistant is still answering your last message. Please wait for its reply.',
  full: `This conversation has reached its ${EVENT_CREATOR_LIMITS.messages} messages. Please start a new one.`,
  rateLimited: 'You are sending messages too fast. Please try again in {wait}.',
} as const;

export const EVENT_CREATOR_REPLIES = {
  /** The last message once the draft event exists: the link to its editor. */
  created: (editorPath: string) => `Your draft event is ready. It is not published yet: review it and publish it from the editor: ${editorPath}`,
  /** A confirmed draft the event services refused: the problems, and the conversation goes on. */
  createRefused: (problems: string) => `I could not create the event yet: ${problems}. Could you correct this?`,
  /** The model's draft stayed invalid after its repair rounds. */
  unclear: 'Sorry, I could not put that into the event correctly. Could you say it again in other words?',
} as const;

/** What a confirmed draft still lacks, as the create refusal lists it ('I could not create the event yet: ...'). */
export const EVENT_CREATOR_DRAFT_GAPS = {
  name: 'it needs a name',
  dates: 'it needs a date with a start and an end',
  attendance: 'say whether it is in person or online',
  venue: 'it needs a venue',
  tickets: 'it needs at least one ticket type',
  quantity: (ticket: string) => `say how many "${ticket}" tickets are for sale`,
} as const;
