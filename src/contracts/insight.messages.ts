import { unableTo } from './errors.messages.ts';

/**
 * The insight context's words: the consent banner of an owner's purchase pixels, the pixel claim's refusals, and the
 * organizer's traffic (Stats tab, Reporting overview).
 */

export const PIXEL_TEXTS = {
  consentLabel: 'Cookie consent',
  consentText:
    "This event's organizer would like to measure visits and ticket sales with Google and Meta tools, which set cookies. Nothing loads unless you accept.",
  accept: 'Accept',
  decline: 'Decline',
} as const;

export const INSIGHT_MESSAGES = {
  eventNotFound: 'The page you were looking for was not found',
  orderNotPaid: 'The order is not paid: no purchase to report yet.',
  fromAfterTo: 'The start date must be on or before the end date.',
  rangeTooLong: 'Choose a range of at most 366 days.',
} as const;

/** The Traffic section of an event's Stats tab and Reporting's Traffic tab. */
export const TRAFFIC_TEXTS = {
  title: 'Traffic',
  overviewTitle: 'Traffic of all your events',
  range: 'Dates',
  from: 'From',
  to: 'To',
  zone: (zone: string) => `Days in ${zone} time`,
  views: 'Views',
  visitors: 'Unique visitors',
  /** The salt of the visitor hash changes each day: a range's visitors are its days' added up. */
  visitorsNote: 'Unique per day, summed over the dates',
  paidOrders: 'Paid orders',
  conversion: 'Conversion',
  funnel: 'Funnel',
  steps: { viewed: 'Viewed the event', selected: 'Selected tickets', checkout: 'Started checkout', paid: 'Paid' },
  stepRate: (rate: number) => `${rate}% of the step before`,
  byDay: 'Visitors by day',
  chartLabel: (days: number, visitors: number) => `Unique visitors per day: ${visitors} over ${days} ${days === 1 ? 'day' : 'days'}`,
  day: 'Day',
  referrers: 'Top referrers',
  campaigns: 'UTM campaigns',
  devices: 'Devices',
  promoters: 'Promoter links',
  columns: {
    referrer: 'Referrer',
    campaign: 'Source / medium / campaign',
    device: 'Device',
    promoter: 'Promoter',
    views: 'Views',
    visitors: 'Visitors',
    sales: 'Sales',
  },
  devicesNamed: { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', other: 'Other' } as Record<string, string>,
  noTraffic: 'No visits in these dates',
  noTrafficText: 'Visits to the event page, and how far visitors got towards buying, appear here.',
  noRows: 'None in these dates',
  loadFailed: unableTo('load the traffic'),
} as const;
