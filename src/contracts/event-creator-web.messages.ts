/** The event creator's page words that are the web's own (the spec's words are in event-creator.messages.ts). */
export const EVENT_CREATOR_WEB_TEXTS = {
  documentTitle: 'Create with AI',
  greeting: (firstName: string | null) => (firstName ? `Hi ${firstName}! Tell me about your event.` : 'Hi! Tell me about your event.'),
  intro:
    'Say what, when and where, and what tickets cost, in your own words. The assistant asks for anything missing, reads the draft back to you, and creates it in the editor once you say yes. Nothing is published until you publish it.',
  example: 'For example: "Jazz night at the Blue Room, Friday 8pm, doors 7:30, £15 advance, £20 on the door, 120 seats"',
  /** Read before each message by screen readers (the bubbles' sides say it to the eye). */
  youSaid: 'You said:',
  assistantSaid: 'The assistant said:',
  messageLabel: 'Message',
  send: 'Send',
  keyboardHint: 'Enter to send, Shift+Enter for a new line',
  openDraft: 'Open the draft in the editor',
  notFound: 'We could not find this conversation.',
  notFoundSupport: 'It may have been started from another account. Start a new one from Create an event.',
  /** The event editor's mark on an event the assistant drafted. */
  draftedWithAssistant: 'Drafted with the assistant',
} as const;
