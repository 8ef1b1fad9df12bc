import { describe, expect, it } from 'vitest';
import type { ManagedEventDetails } from '../../../../contracts/events-management.ts';
import { detailsErrorAlias, toDetailsBody, toDetailsFormValues, validateDetails, type DetailsFormValues } from './details-form.ts';

const stored: ManagedEventDetails = {
  id: '00000000-0000-4000-8000-000000000001',
  ownerId: '00000000-0000-4000-8000-000000000002',
  name: 'Jazz',
  description: '<p>Hi</p>',
  poster: { uploadId: '00000000-0000-4000-8000-000000000003', url: '/api/uploads/p' },
  images: [],
  videoUrl: null,
  theme: 'light',
  startsAt: '2026-07-01T18:00:00.000Z',
  endsAt: '2026-07-01T21:00:00.000Z',
  doorTime: null,
  timezone: 'Europe/London',
  recurring: false,
  inPerson: true,
  online: false,
  locationSetting: 'venue',
  location: { name: 'Hall', address: null, city: null, state: null, latitude: 51.5, longitude: -0.12, googlePlaceId: null },
  category: 'music',
  tags: [],
  currency: 'usd',
  published: false,
  publishedAt: null,
  unpublished: false,
  private: false,
  refundsAllowed: false,
  purchaseButtonText: null,
  bannerMessages: [],
  checkoutBannerMessage: null,
  donationEnabled: true,
  donationTitle: null,
  donationDescription: null,
  donationIncludeAutomatically: false,
  donationSuggestedAmount: 500,
  donationMaximum: null,
  marketingConsentOwner: false,
  marketingConsentProduct: false,
  collectInformationSetting: 'each-attendee',
  transferAllowed: true,
  cancelAllowed: false,
  cancelDeadlineHours: null,
  broadcastUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('details form', () => {
  it('shows dates as wall-clock times of the event zone and money in major units', () => {
    const v = toDetailsFormValues(stored);
    expect(v).toMatchObject({
      startsAt: '2026-07-01T19:00',
      endsAt: '2026-07-01T22:00',
      doorTime: '',
      donationSuggestedAmount: 5,
      donationMaximum: '',
    });
  });

  it('saves what it loaded unchanged', () => {
    const body = toDetailsBody(toDetailsFormValues(stored), false);
    expect(body).toMatchObject({
      name: 'Jazz',
      posterUploadId: stored.poster!.uploadId,
      startsAt: stored.startsAt,
      endsAt: stored.endsAt,
      doorTime: null,
      donationSuggestedAmount: 500,
      donationMaximum: null,
      location: { name: 'Hall', address: null, latitude: 51.5, longitude: -0.12 },
      videoUrl: null,
    });
  });

  it('reads the wall-clock times in the chosen zone', () => {
    const v: DetailsFormValues = { ...toDetailsFormValues(stored), timezone: 'America/New_York' };
    expect(toDetailsBody(v, false).startsAt).toBe('2026-07-01T23:00:00.000Z');
  });

  it('leaves a recurring event’s dates out', () => {
    const body = toDetailsBody(toDetailsFormValues({ ...stored, recurring: true }), true);
    expect('startsAt' in body).toBe(false);
  });

  it('removing the poster sends null', () => {
    expect(toDetailsBody({ ...toDetailsFormValues(stored), poster: { url: null, uploadId: null } }, false).posterUploadId).toBeNull();
  });

  it.each([
    ['name required', { name: '' }, 'name', 'this field is required'],
    ['both dates', { endsAt: '' }, 'endsAt', 'Enter both the start and the end.'],
    ['end after start', { endsAt: '2026-07-01T18:00' }, 'endsAt', 'The end must be after the start.'],
    ['doors before start', { doorTime: '2026-07-01T20:00' }, 'doorTime', 'Doors must open before the event starts.'],
    ['links are http(s)', { videoUrl: 'youtube.com/x' }, 'videoUrl', 'Enter a full link starting with https://'],
    ['latitude range', { location: { ...toDetailsFormValues(stored).location, latitude: 120 } }, 'location.latitude', 'Between -90 and 90'],
    ['donation maximum', { donationMaximum: 2 }, 'donationMaximum', 'The maximum must be at least the suggested amount'],
  ])('%s', (_name, patch, key, message) => {
    expect(validateDetails({ ...toDetailsFormValues(stored), ...patch } as DetailsFormValues, false)[key]).toBe(message);
  });

  it('a loaded event is valid', () => {
    expect(validateDetails(toDetailsFormValues(stored), false)).toEqual({});
  });

  it.each([
    ['posterUploadId', 'poster'],
    ['imageUploadIds.2', 'images'],
    ['dates', 'startsAt'],
    ['name', null],
  ])('alias %s -> %s', (key, expected) => expect(detailsErrorAlias(key)).toBe(expected));
});
