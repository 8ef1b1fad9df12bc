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
