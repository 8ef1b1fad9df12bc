import { describe, expect, it } from 'vitest';
import { eventIdOfPath, landingOf } from './landing.ts';

const ORIGIN = 'https://ovation.test';
const EVENT = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';
const DATE = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const at = (pathAndSearch: string) => {
  const url = new URL(pathAndSearch, ORIGIN);
  return { pathname: url.pathname, search: url.search, origin: ORIGIN };
};

describe('landingOf', () => {
  it.each([
    [
      'a direct visit home',
      '/',
      '',
      {
        eventId: null,
        eventOccurrenceId: null,
        organizerUsername: null,
        referrer: '',
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        promoter: null,
      },
    ],
    ["a date's ticket step", `/event/${EVENT}/select?occurrenceId=${DATE.toUpperCase()}`, '', { eventId: EVENT, eventOccurrenceId: DATE }],
    ['an event page without a date', `/event/${EVENT}`, '', { eventId: EVENT, eventOccurrenceId: null }],
    ['a date that is no id', `/event/${EVENT}/checkout?occurrenceId=tomorrow`, '', { eventOccurrenceId: null }],
    ['a date off an event page', `/?occurrenceId=${DATE}`, '', { eventId: null, eventOccurrenceId: null }],
    ["an organization's page", '/o/lovelace-hall', '', { eventId: null, organizerUsername: 'lovelace-hall' }],
    ["a person's memberships", '/o/ada/memberships?utm_source=x', '', { organizerUsername: 'ada', utmSource: 'x' }],
    ["a creator's page", '/p/grace', '', { organizerUsername: 'grace' }],
    ['another page', '/organize/organizers', '', { organizerUsername: null }],
    [
      'an event page from a newsletter',
      `/event/${EVENT}?utm_source=mail&utm_medium=email&utm_campaign=spring`,
      'https://news.example.com/issue/3?token=secret',
      { eventId: EVENT, referrer: 'https://news.example.com/issue/3', utmSource: 'mail', utmMedium: 'email', utmCampaign: 'spring', promoter: null },
    ],
    ['a promoter link', `/event/${EVENT}/promote/ada`, '', { eventId: EVENT, promoter: 'ada' }],
    ['our own page as referrer', `/event/${EVENT}/select`, `${ORIGIN}/search?q=x`, { eventId: EVENT, referrer: '' }],
    ['an app as referrer', '/', 'android-app://com.example', { referrer: '' }],
    ['a broken referrer', '/', 'not a url', { referrer: '' }],
    ['blank UTM values', '/?utm_source=%20&utm_medium=', '', { utmSource: null, utmMedium: null }],
    ['a long UTM value', `/?utm_campaign=${'x'.repeat(150)}`, '', { utmCampaign: 'x'.repeat(100) }],
  ])('%s', (_label, path, referrer, expected) => {
    expect(landingOf(at(path), referrer)).toMatchObject(expected);
  });
});

describe('eventIdOfPath', () => {
  it.each([
    [`/event/${EVENT}`, EVENT],
    [`/event/${EVENT.toUpperCase()}/checkout`, EVENT],
    ['/event/new', null],
    ['/o/lovelace-hall', null],
    [`/events/${EVENT}`, null],
  ])('%s: %s', (path, id) => {
    expect(eventIdOfPath(path)).toBe(id);
  });
});
