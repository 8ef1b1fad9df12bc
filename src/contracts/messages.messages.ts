/** Texts of attendee messages, the unsubscribe page and sale notifications: zod-free, so the web imports them. */

export const MESSAGES_TEXTS = {
  title: 'Messages',
  intro: 'E-mail the ticket holders of this event. Ticket e-mails are not affected by unsubscribes.',
  compose: 'Message attendees',
  subject: 'Subject',
  body: 'Message',
  bodyHint: 'Plain text, or HTML with paragraphs, emphasis, lists and links.',
  format: 'Format',
  formats: { text: 'Plain text', html: 'HTML' },
  audience: 'Send to',
  audiences: { all: 'All ticket holders', ticket_type: 'Holders of one ticket type', date: 'Holders of one date' },
  ticketType: 'Ticket type',
  date: 'Date',
  recipients: (n: number) => (n === 1 ? '1 recipient' : `${n} recipients`),
  preview: 'Preview',
  previewTitle: 'Preview of the e-mail',
  previewSubject: (subject: string) => `Subject: ${subject}`,
  testSend: 'Send a test to me',
  testSent: (email: string) => `Test sent to ${email}`,
  send: 'Send',
  confirmTitle: 'Send this message?',
  confirmBody: (n: number) => (n === 1 ? 'It goes to 1 person. This cannot be undone.' : `It goes to ${n} people. This cannot be undone.`),
  sent: 'Message queued for sending',
  sendFailed: 'Unable to send the message. Please try again later.',
  history: 'Sent messages',
  empty: 'No messages sent yet',
  loadFailed: 'Unable to load messages. Please try again later.',
  sentBy: (name: string, when: string) => `Sent by ${name} on ${when}`,
  unknownSender: 'a former team member',
  summary: { queued: 'Queued', sent: 'Sent', failed: 'Failed', suppressed: 'Suppressed' },
  summaryTitle: 'Delivery',
  back: 'Back to messages',
} as const;

export const MESSAGES_ERRORS = {
  subjectRequired: 'Enter a subject',
  bodyRequired: 'Enter a message',
  ticketTypeRequired: 'Choose a ticket type',
  dateRequired: 'Choose a date',
  notThisEvent: 'Not a ticket type or date of this event',
  noRecipients: 'Nobody holds a ticket for this audience yet',
  unverified: 'Verify your e-mail address to send yourself a test',
  messageNotFound: 'Message not found',
} as const;

/** The e-mail an attendee gets: the organizer's text, then why they got it and how to stop. */
export const MESSAGE_MAIL = {
  testPrefix: '[Test] ',
  why: (eventName: string) => `You receive this e-mail because you hold a ticket to ${eventName}.`,
  unsubscribe: (organizer: string) => `Unsubscribe from ${organizer}'s messages`,
} as const;

export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe',
  question: (organizer: string) => `Stop e-mails from ${organizer}?`,
  explain: 'Your tickets and order e-mails still come to you.',
  confirm: 'Unsubscribe',
  done: (organizer: string) => `You will no longer receive messages from ${organizer}.`,
  invalid: 'This unsubscribe link is not valid.',
  failed: 'Unable to unsubscribe. Please try again later.',
} as const;

/** Sale notifications to the team members who receive notifications (accounts-and-reporting 2.9). */
export const SALE_NOTICES = {
  order: (buyer: string, tickets: number, event: string) =>
    `<b>${buyer}</b> ${tickets === 0 ? 'ordered' : tickets === 1 ? 'got 1 ticket' : `got ${tickets} tickets`} for <b>${event}</b>`,
  membership: (member: string, tier: string) => `<b>${member}</b> joined <b>${tier}</b>`,
  someone: 'Someone',
  digestSubject: (n: number, owner: string) => (n === 1 ? `A new sale for ${owner}` : `${n} new sales for ${owner}`),
  digestIntro: (owner: string) => `New sales and registrations for ${owner}:`,
  digestFooter: 'You get these e-mails because you receive sale notifications. Turn them off in Settings > Account, under Notifications:',
  digestSettings: 'notification settings',
  orderLine: (buyer: string, tickets: number, event: string) => `${buyer}: ${tickets === 1 ? '1 ticket' : `${tickets} tickets`}, ${event}`,
  membershipLine: (member: string, tier: string) => `${member} joined ${tier}`,
} as const;
