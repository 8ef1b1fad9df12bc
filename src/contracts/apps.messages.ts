/**
 * The Apps tab (content-management 2.7, 3, 4, 5, 8 Weekly report and App suggestion): the Weekly Sales Report app
 * and the 'Suggest an App' form.
 */
export const WEEKLY_REPORT_SLUG = 'weekly-sales-report';

export const WEEKLY_REPORT_LIMITS = {
  maxEmails: 5,
  /** The addresses field's length. */
  inputMax: 2000,
  /** After a remove, back to the apps list after 2 seconds. */
  removeRedirectMs: 2000,
} as const;

export const APPS_TEXTS = {
  title: 'Apps',
  beta: 'Beta',
  description: 'Add-ons that extend Ovation, such as the weekly sales report.',
  weeklyReport: 'Weekly Sales Report',
  weeklyReportText: 'Every Monday, last week’s revenue, orders, tickets, top events and membership changes by e-mail.',
  open: 'Open',
  get: 'Get',
  moreApps: 'More Apps Coming Soon',
  moreAppsText: 'Tell us which app would help you most.',
  suggest: 'Suggest an App',
} as const;

export const WEEKLY_REPORT_TEXTS = {
  title: 'Weekly Sales Report',
  description: 'Sent on Mondays with last week’s sales. Up to 5 e-mail addresses, comma separated.',
  emailsLabel: 'E-mail addresses',
  emailsPlaceholder: 'you@example.com, partner@example.com',
  save: 'Save',
  update: 'Update',
  remove: 'Remove app',
  removeConfirmTitle: 'Remove the Weekly Sales Report?',
  removeConfirmText: 'The weekly e-mails stop. You can get the app again at any time.',
  back: 'Back to apps',
  atLeastOne: 'Please enter at least one email address',
  /** Not in the spec (docs/decisions/reporting.md). */
  tooMany: 'Please enter up to 5 email addresses',
  invalidEmail: (email: string) => `Enter a valid email (e.g., ${email})`,
  saved: (emails: string) => `Weekly sales reports will be sent to: ${emails}`,
  saveFailed: 'Failed to save configuration',
  saveError: 'An error occurred while saving. Please try again.',
  removed: 'Weekly Sales Report app removed successfully',
  removeFailed: 'Failed to remove app',
  removeError: 'An error occurred while removing the app. Please try again.',
  notFound: 'App not found',
  notFoundText: 'There is no app at this address.',
} as const;

/** The weekly e-mail (not in the spec: docs/decisions/reporting.md). */
export const WEEKLY_REPORT_MAIL = {
  subject: (name: string, week: string) => `Your weekly sales report for ${name}: ${week}`,
  heading: (week: string) => `Sales for the week of ${week}`,
  revenue: 'Net sales',
  gross: 'Gross sales',
  orders: 'Orders',
  tickets: 'Tickets sold',
  topEvents: 'Top events',
  memberships: 'Membership changes',
  newMembers: 'New members',
  cancelledMembers: 'Cancelled memberships',
  noSales: 'No sales last week.',
  otherCurrencies: 'Sales in other currencies',
  manage: 'See the full reports',
  figure: (label: string, value: string) => `${label}: ${value}`,
  otherCurrency: (currency: string, net: string, gross: string, orders: number) =>
    `${currency.toUpperCase()}: ${net} net, ${gross} gross, ${orders} ${orders === 1 ? 'order' : 'orders'}`,
  why: (name: string) => `You receive this e-mail because ${name} added your address to its Weekly Sales Report app on Ovation.`,
} as const;

export const APP_SUGGESTION_TEXTS = {
  title: 'Suggest an App',
  appName: 'App name',
  problemDescription: 'What problem would it solve?',
  idealSolution: 'What would the ideal solution look like?',
  contactInfo: 'How can we contact you?',
  submit: 'Submit',
  cancel: 'Cancel',
  appNameRequired: 'App name is required',
  problemRequired: 'Problem description is required',
  solutionRequired: 'Ideal solution is required',
  contactRequired: 'Contact information is required',
  /** The server's message on success (not in the spec). */
  thanks: 'Thanks! Your suggestion was sent to the Ovation team.',
  failed: 'Failed to submit app suggestion',
  error: 'An error occurred while submitting. Please try again.',
  mailSubject: (appName: string) => `App suggestion: ${appName}`,
  /** Who sent it: the signed-in account, whatever the form's userInfo says. */
  mailFrom: (username: string, email: string) => `Suggested by @${username} (${email})`,
} as const;

export const APP_SUGGESTION_LIMITS = { appName: 100, text: 2000, contactInfo: 320 } as const;
