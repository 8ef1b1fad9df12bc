/** The marketing pages' texts: their own module, so the footer's few words do not bring every page's copy into
 * the first load of every page. */
import { MARKETING_PAGE_NAMES } from './marketing.messages.ts';

/** Product names the pages' feature cards share. */
const PRODUCTS = { memberships: 'Memberships', eventTicketing: 'Event Ticketing' } as const;

/** The homepage: the hero, the three products and the fund. */
export const HOME_TEXTS = {
  /** The hero's badge and the fund banner's heading. */
  ucifShare: '33% of fees go to the Universal Creator Income Fund',
  title: 'Event tickets, memberships and videos in one platform',
  lead: 'Ovation helps creators and organizations sell tickets, run memberships and publish videos, with fair fees: 0.69 dollars plus 1 percent per ticket.',
  exploreEvents: 'Explore events',
  featuresLabel: 'What Ovation does',
  features: {
    tickets: {
      title: 'Event tickets',
      text: 'Free, paid, custom-price and add-on tickets, promo codes, check-in with QR codes and sales at the door.',
    },
    memberships: {
      title: PRODUCTS.memberships,
      text: 'Monthly or yearly tiers with benefits that discount tickets, so your biggest fans support you all year.',
    },
    videos: { title: 'Videos', text: 'Publish videos and live streams for everyone or for members only, right next to your events.' },
  },
  ucifText: 'A third of every fee is paid back to the artists and creators who make the events happen.',
  learnMore: 'Learn more',
} as const;

/** /for-artists. */
export const FOR_ARTISTS_TEXTS = {
  eyebrow: MARKETING_PAGE_NAMES.forArtists,
  title: 'Turn your fans into members',
  lead: 'Sell tickets to your shows, offer monthly or yearly memberships with real benefits, and publish videos for your community, all from one profile.',
  points: [
    'Memberships with tiers, benefits and member-only discounts on tickets',
    'Event ticketing with fair fees: 0.69 dollars plus 1 percent per ticket',
    'Videos and live streams for everyone or for members only',
    HOME_TEXTS.ucifShare,
  ],
  features: [
    { title: PRODUCTS.memberships, text: 'Recurring income from the fans who want to support you every month.' },
    { title: 'Label Services', text: 'Distribution, marketing and promotion support for releases.' },
    { title: PRODUCTS.eventTicketing, text: 'Free, paid and custom-price tickets with promo and secret codes.' },
  ],
} as const;

/** /for-venues-and-event-creators. */
export const FOR_VENUES_TEXTS = {
  eyebrow: 'For Venues & Event Creators',
  title: 'Ticketing that is fair to you and your audience',
  lead: 'Publish events in minutes, get paid out instantly and sell at the door with card readers. Fees are 0.69 dollars plus 1 percent per ticket.',
  points: [
    'Instant payouts and point-of-sale card payments at the door',
    'Check-in app with QR scanning and seating charts',
    'Free, paid, festival pass, add-on, punch card and donation tickets',
    'Promo and secret codes, custom questions and waivers',
    'Webhooks, an open API and embeddable calendars',
    'Live streaming with on-demand conversion and a patron CRM with reporting',
  ],
  features: [
    { title: PRODUCTS.eventTicketing, text: 'Everything from free RSVPs to reserved seating, with reporting built in.' },
    { title: PRODUCTS.memberships, text: 'Offer your regulars a membership with benefits that discount tickets.' },
    { title: 'Streaming', text: 'Sell online tickets and stream your events to audiences anywhere.' },
  ],
} as const;

/** /ucif: the Universal Creator Income Fund. */
export const UCIF_TEXTS = {
  eyebrow: MARKETING_PAGE_NAMES.ucif,
  title: '33% of our fees go back to creators',
  lead: 'Every ticket sold on Ovation carries a fee of 0.69 dollars plus 1 percent. A third of that fee goes into the Universal Creator Income Fund, which pays artists and creators a recurring income for the culture they make.',
  features: [
    { title: 'Funded by every ticket', text: '33% of the fees collected on each sale flow into the fund automatically.' },
    { title: 'Paid to creators', text: 'The fund is shared with the artists and creators who perform and publish on Ovation.' },
    { title: 'Transparent', text: 'Fees are the same for everyone: 0.69 dollars plus 1 percent per ticket.' },
  ],
} as const;

/**
 * The static pages at /pages/:slug. A `contact` text ends where the support address follows it (a mailto link),
 * then a full stop: 'Questions? Write to us at support@ovation.events.'
 */
export const STATIC_PAGE_TEXTS = {
  aboutUs: {
    paragraphs: [
      'Ovation is an event ticketing, membership and video platform for creators and organizations. Artists, venues, collectives and schools use Ovation to publish events, sell tickets and recurring memberships, and share videos with their audience.',
      'We believe the people who make culture should earn a fair living from it. That is why our fees are simple, 0.69 dollars plus 1 percent per ticket, and why 33% of those fees go to the Universal Creator Income Fund.',
    ],
    contact: 'Questions? Write to us at',
  },
  fees: {
    intro: 'One simple fee for every paid ticket, the same for every organizer.',
    rows: [
      { label: 'Ovation fee', value: '0.69 dollars plus 1 percent per ticket' },
      { label: 'Free tickets', value: 'No fee' },
      { label: MARKETING_PAGE_NAMES.ucif, value: '33% of fees' },
    ],
    note: 'The card payment provider charges its own processing fee per currency, shown in your payout settings.',
  },
  privacy: {
    paragraphs: [
      'We collect the information you give us when you create an account, buy a ticket or subscribe to a membership: your name, e-mail address and the details of your orders. Payments are handled by our card payment provider; we never store full card numbers.',
      'Organizers see the name and e-mail of the patrons who buy their tickets or memberships so they can run their events. We do not sell your personal data.',
    ],
    contact: 'You can update your details in your account settings, or delete your account at any time. For any privacy question write to',
  },
  terms: {
    intro: 'By using Ovation you agree to these terms.',
    rules: [
      'Organizers are responsible for their events, their ticket prices and their refund policy.',
      'Buyers receive tickets under the conditions the organizer sets for each event.',
      'Fees are 0.69 dollars plus 1 percent per paid ticket; 33% of fees go to the Universal Creator Income Fund.',
      'Do not use Ovation for unlawful events or content; we may suspend accounts that do.',
    ],
    contact: 'Questions about these terms:',
  },
  knowledgeBase: {
    intro: 'Answers to the most common questions about Ovation.',
    sections: [
      {
        heading: 'Getting started',
        items: [
          'Create an account, then use Create An Event to publish your first event.',
          'Create an organization from the user menu to sell as a venue, label or collective.',
          'Add your team in Settings › Team so others can help manage the organization.',
        ],
      },
      {
        heading: 'Getting paid',
        items: ['Connect payouts in Settings › Payouts to sell paid tickets and memberships.', 'Fees are 0.69 dollars plus 1 percent per ticket.'],
      },
    ],
    contact: 'Still stuck? Write to',
  },
  /** The accessibility statement (issue 29): what was tested, with what, known exceptions, how to report a problem. */
  accessibility: {
    intro:
      'Ovation aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, so that everyone can find an event, buy a ticket and show it at the door, with a mouse, a keyboard or a screen reader.',
    testedHeading: 'What we test',
    tested: [
      'Every page of the site, as a visitor and as a signed-in organizer, on a desktop screen (1280 px) and a phone screen (375 px), against the automated WCAG 2.0, 2.1 and 2.2 level A and AA rules.',
      'Every page each of our browser journeys visits (buying tickets, memberships, videos, check-in, the management pages): a serious or critical problem stops a change from shipping.',
      'Keyboard-only journeys: a buyer finds an event, buys two tickets and opens the ticket page; an organizer creates and publishes an event.',
      'What screen readers rely on: landmarks, one main heading per page, names for every field and button, and announcements of timers and results.',
      'Text contrast of every colour in the light and the dark theme.',
    ],
    toolsHeading: 'How we test',
    tools: 'With axe-core 4.14 (through @axe-core/playwright) and Playwright 1.65 driving Chromium, on every change before it is released.',
    exceptionsHeading: 'Known exceptions',
    exceptions: [
      'The maps on event pages are images of the area; the address is always written beside them.',
      'Videos show what their creators upload: captions are only there when the creator includes them in the video.',
    ],
    reportHeading: 'Report a problem',
    report: 'If something on Ovation is hard or impossible for you to use, tell us what you tried and on which page. Write to',
  },
} as const;
