/**
 * The custom calendar (content-management 2.6 Custom calendar and Services, 3, 5, 9; accounts-and-reporting 2.7):
 * the builder under Marketing, the public embeddable page /calendar/:type/:username and its ICS feed. Zod-free.
 */
export const CALENDAR_PAGE_SIZE = 20;

export const CALENDAR_BUILDER_TEXTS = {
  title: 'Custom calendar',
  description: 'Build a calendar of your events to embed on your own website.',
  colours: 'Colours',
  bgColor: 'Background colour',
  textColor: 'Text colour',
  highlColor: 'Button colour',
  invalidColour: 'Enter a valid hex colour (e.g., D60B52)',
  layout: 'Default layout',
  layouts: { list: 'List', grid: 'Grid' },
  showImage: 'Show image',
  showDescription: 'Show description',
  showTicketsButton: 'Show tickets button',
  browseByDate: 'Browse by date',
  showBackButton: 'Show back button',
  enableSearch: 'Enable search',
  tags: 'Tags',
  tagsHint: 'Comma separated: only events with one of these tags are shown. Leave empty for all events.',
  preview: 'Preview',
  generate: 'Generate link',
  voila: 'Voila!',
  voilaText: 'Your calendar is ready. Embed this link in an iframe on your website or share it.',
  copy: 'Copy link',
  copied: 'Link copied',
  visit: 'Visit Page',
  embedCode: 'Embed code',
} as const;

export const CALENDAR_PAGE_TEXTS = {
  search: 'Search events',
  from: 'From',
  to: 'To',
  back: 'Back',
  tickets: 'Tickets',
  noEvents: 'No events in these dates',
  noEventsText: 'Try other dates or another search.',
  layoutToggle: 'Layout',
  addToCalendar: 'Add to calendar app',
  loadFailed: 'We could not load the events. Please try again.',
} as const;

export const SERVICES_TEXTS = {
  title: 'Marketing services',
  intro: 'Sell out your events with the help of the Ovation team.',
  services: [
    { title: 'Social media', text: 'Posts, stories and reels that put your events in front of the right people.' },
    { title: 'Ad campaigns', text: 'Targeted campaigns on the platforms your audience uses, measured by ticket sales.' },
    { title: 'Email marketing', text: 'Announcements and reminders to your patrons and followers that get opened.' },
    { title: 'Artist contracts', text: 'Help negotiating and preparing performance agreements with artists.' },
    { title: 'Event and artist listings', text: 'Your events and artists listed where people look for things to do.' },
  ],
  contact: (email: string) => `For a quote, write to us at ${email}.`,
  contactButton: 'Ask for a quote',
} as const;

/** The builder's texts beyond CALENDAR_BUILDER_TEXTS: the switches' section, the preview frame and the modal. */
export const CALENDAR_BUILDER_MORE_TEXTS = {
  display: 'Display',
  previewTitle: 'Preview of your calendar',
  link: 'Calendar link',
  copyCode: 'Copy code',
  codeCopied: 'Code copied',
  close: 'Close',
} as const;

/** The calendar API's refusals and the feed's fixed texts. */
export const CALENDAR_API_TEXTS = {
  endBeforeStart: 'The end date must be on or after the start date.',
  rangeTooLong: (days: number) => `Choose dates at most ${days} days apart.`,
  feedProdId: '-//Ovation//Calendar//EN',
} as const;

/** The public page's own words beside CALENDAR_PAGE_TEXTS (screen-reader labels and the tab title). */
export const CALENDAR_VIEW_TEXTS = {
  title: (name: string) => `Events by ${name}`,
  loading: 'Loading events',
  ticketsFor: (name: string) => `Tickets for ${name} (opens in a new tab)`,
  addToCalendarHint: 'Subscribe to these events in Google Calendar, Apple Calendar or Outlook',
} as const;
