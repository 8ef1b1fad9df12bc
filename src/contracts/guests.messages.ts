/**
 * The guests list's exports and the organizer's changes to a guest (issue 34): the CSV and door list, resend, edit
 * and move to another date. Apart from tickets.messages.ts so the check-in page does not load them.
 */

export const GUESTS_CSV_COLUMNS = [
  'Ticket code',
  'First name',
  'Last name',
  'Email',
  'Ticket',
  'Date',
  'Seat',
  'Status',
  'Checked in at',
  'Order',
  'Buyer name',
  'Buyer email',
  'Answers',
] as const;

export const GUESTS_EXPORT = {
  csvFileName: 'guests',
  doorListFileName: 'door-list',
  doorListTitle: (eventName: string) => `Door list – ${eventName}`,
  /** Under the title: the date or 'All dates', and how many tickets. */
  doorListSummary: (date: string, count: number) => `${date} · ${count} ${count === 1 ? 'ticket' : 'tickets'}`,
  allDates: 'All dates',
  nameColumn: 'Name',
  ticketColumn: 'Ticket',
  seatColumn: 'Seat',
  answersColumn: 'Answers',
  checkInColumn: 'In',
  /** A checked-in guest's mark on the door list (the others get an empty box to tick). */
  checkedIn: (time: string) => `✓ ${time}`,
  noGuests: 'No guests match these filters.',
  pager: (page: number) => `Page ${page}`,
  exportCsv: 'Export CSV',
  doorList: 'Door list (PDF)',
  exportFailed: 'The file could not be downloaded. Try again.',
} as const;

export const GUEST_FILTER_TEXTS = {
  ticketType: 'Ticket type',
  allTicketTypes: 'All ticket types',
} as const;

export const RESEND_TEXTS = {
  menuItem: 'Resend tickets',
  title: 'Resend tickets',
  intro: (name: string) => `Send ${name}'s ticket again by e-mail.`,
  email: 'Email',
  emailHint: 'Correct the address if it was mistyped. The order’s buyer e-mail is not changed.',
  voidQrCode: 'Void the old QR code',
  voidQrCodeHint: 'A new QR code is sent; the old one is refused at the door.',
  send: 'Send',
  sent: (email: string) => `Ticket sent to ${email}`,
  failed: 'The ticket could not be sent',
  invalidEmail: 'Enter a valid e-mail address',
  noEmail: 'This ticket has no e-mail address: enter one',
  inactive: 'Only a valid ticket can be resent',
  rateLimited: 'This ticket was resent too often. Try again in an hour.',
  justSent: 'This ticket was just sent. Wait a few seconds before sending it again.',
  subject: (eventName: string) => `Your ticket for ${eventName}`,
} as const;

export const EDIT_GUEST_TEXTS = {
  menuItem: 'Edit attendee',
  title: 'Edit attendee',
  firstName: 'First name',
  lastName: 'Last name',
  answers: 'Answers',
  save: 'Save',
  saved: 'Attendee updated',
  failed: 'The attendee could not be saved',
  /** A terms question's recorded acceptance, shown read-only. */
  termsAnswer: (title: string, answer: string) => `${title}: ${answer}`,
} as const;

export const MOVE_GUEST_TEXTS = {
  menuItem: 'Move to another date',
  title: 'Move to another date',
  intro: (name: string) => `Move ${name}'s ticket to another date. Its holder is e-mailed the ticket for the new date.`,
  date: 'New date',
  alsoMove: 'Also move these tickets of the same order',
  move: 'Move',
  moved: (date: string, count = 1) => (count === 1 ? `Ticket moved to ${date}` : `${count} tickets moved to ${date}`),
  failed: 'The ticket could not be moved',
  sameDate: 'The ticket is already for this date',
  noSuchDate: 'Choose a date of this event',
  soldOut: 'This ticket type is sold out on that date',
  seated: 'A ticket with a seat cannot be moved to another date: cancel it and add the guest on the new date.',
  checkedIn: 'A checked-in ticket cannot be moved',
  inactive: 'Only a valid ticket can be moved',
  pass: 'A pass is valid on its own dates and cannot be moved',
  otherOrder: 'Choose tickets of the same order',
  subject: (eventName: string) => `Your ticket for ${eventName} has a new date`,
  /** The other tickets of the order in the dialog: holder and ticket type. */
  otherTicket: (name: string, ticket: string) => `${name} (${ticket})`,
  sentSubject: (eventName: string) => `The ticket you sent for ${eventName} has a new date`,
} as const;

/** The e-mail a resent or moved ticket goes out in (the ticket's PDF attached). */
export const GUEST_MAIL_TEXTS = {
  greeting: (name: string) => `Hi ${name || 'there'},`,
  resent: (eventName: string) => `Here is your ticket for ${eventName} again. It is attached and on your ticket page:`,
  moved: (eventName: string) =>
    `Your ticket for ${eventName} was moved to a new date by the organizer. The ticket is attached and on your ticket page:`,
  movedPending: (eventName: string) =>
    `The ticket sent to you for ${eventName} was moved to a new date by the organizer. It is still yours to claim with the link in the e-mail that brought it.`,
  movedSent: (eventName: string, recipient: string) =>
    `The ticket for ${eventName} you sent to ${recipient} was moved to a new date by the organizer. ${recipient} has not claimed it yet and was told of the new date.`,
  newQrCode: 'The QR code was replaced: only the attached one works at the door.',
  when: (date: string, zone: string) => `When: ${date} (${zone})`,
  viewTicket: 'View your ticket',
} as const;
