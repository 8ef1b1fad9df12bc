import { MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import type { EventDetailsBody, ManagedEventDetails } from '../../../../contracts/events-management.ts';
import type { EventLocation } from '../../../../contracts/events.ts';
import { instantToZonedLocal, zonedLocalToInstant } from '../../../../domain/dates.ts';
import {
  EVENT_LIMITS,
  isEventCategory,
  type CollectInformationSetting,
  type EventCategory,
  type EventTheme,
  type LocationSetting,
} from '../../../../domain/events.ts';
import { toMajorUnits, toMinorUnits } from '../format.ts';

export type BannerType = 'info' | 'success' | 'warning' | 'danger';

export interface BannerForm {
  key: string;
  type: BannerType;
  message: string;
  color: string;
  dismissible: boolean;
  ctaText: string;
  ctaUrl: string;
}

export interface ImageItem {
  uploadId: string;
  url: string;
}

/** The details form: strings for what is typed (wall-clock dates in the event's zone, money in major units). */
export interface DetailsFormValues {
  name: string;
  description: string;
  poster: { url: string | null; uploadId?: string | null };
  images: ImageItem[];
  videoUrl: string;
  theme: EventTheme;
  startsAt: string;
  endsAt: string;
  doorTime: string;
  timezone: string;
  inPerson: boolean;
  online: boolean;
  locationSetting: LocationSetting;
  location: {
    name: string;
    address: string;
    city: string;
    state: string;
    latitude: number | string;
    longitude: number | string;
    googlePlaceId: string;
  };
  category: EventCategory | null;
  tags: string[];
  currency: string;
  private: boolean;
  refundsAllowed: boolean;
  purchaseButtonText: string;
  bannerMessages: BannerForm[];
  checkoutBannerMessage: string;
  donationEnabled: boolean;
  donationTitle: string;
  donationDescription: string;
  donationIncludeAutomatically: boolean;
  donationSuggestedAmount: number | string;
  donationMaximum: number | string;
  marketingConsentOwner: boolean;
  marketingConsentProduct: boolean;
  collectInformationSetting: CollectInformationSetting;
  transferAllowed: boolean;
  cancelAllowed: boolean;
  cancelDeadlineHours: number | string;
}

let keySeq = 0;
/** A stable React key for list items that have no id yet. */
export const newKey = () => `k${Date.now().toString(36)}${(keySeq += 1)}`;

const local = (iso: string | null, zone: string) => (iso ? instantToZonedLocal(new Date(iso), zone) : '');

export function toDetailsFormValues(e: ManagedEventDetails): DetailsFormValues {
  const zone = e.timezone;
  return {
    name: e.name,
    description: e.description,
    poster: e.poster ? { url: e.poster.url, uploadId: e.poster.uploadId } : { url: null, uploadId: null },
    images: e.images.map((i) => ({ uploadId: i.uploadId, url: i.url })),
    videoUrl: e.videoUrl ?? '',
    theme: e.theme,
    startsAt: local(e.startsAt, zone),
    endsAt: local(e.endsAt, zone),
    doorTime: local(e.doorTime, zone),
    timezone: zone,
    inPerson: e.inPerson,
    online: e.online,
    locationSetting: e.locationSetting,
    location: locationFields(e.location),
    category: isEventCategory(e.category) ? e.category : null,
    tags: e.tags,
    currency: e.currency,
    private: e.private,
    refundsAllowed: e.refundsAllowed,
    purchaseButtonText: e.purchaseButtonText ?? '',
    bannerMessages: e.bannerMessages.map((b) => ({
      key: newKey(),
      type: b.type,
      message: b.message,
      color: b.color,
      dismissible: b.dismissible,
      ctaText: b.ctaText ?? '',
      ctaUrl: b.ctaUrl ?? '',
    })),
    checkoutBannerMessage: e.checkoutBannerMessage ?? '',
    donationEnabled: e.donationEnabled,
    donationTitle: e.donationTitle ?? '',
    donationDescription: e.donationDescription ?? '',
    donationIncludeAutomatically: e.donationIncludeAutomatically,
    donationSuggestedAmount: toMajorUnits(e.donationSuggestedAmount, e.currency),
    donationMaximum: toMajorUnits(e.donationMaximum, e.currency),
    marketingConsentOwner: e.marketingConsentOwner,
    marketingConsentProduct: e.marketingConsentProduct,
    collectInformationSetting: e.collectInformationSetting,
    transferAllowed: e.transferAllowed,
    cancelAllowed: e.cancelAllowed,
    cancelDeadlineHours: e.cancelDeadlineHours ?? '',
  };
}

const text = (v: string) => v.trim() || null;
const num = (v: number | string) => (v === '' || v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Number(v));
const instant = (v: string, zone: string) => (v ? (zonedLocalToInstant(v, zone)?.toISOString() ?? null) : null);

/** The PATCH body; a recurring event's dates are left out (they change in the dates editor). */
export function toDetailsBody(v: DetailsFormValues, recurring: boolean): EventDetailsBody {
  const body: EventDetailsBody = {
    name: v.name.trim(),
    description: v.description,
    posterUploadId: v.poster.url ? (v.poster.uploadId ?? null) : null,
    imageUploadIds: v.images.map((i) => i.uploadId),
    videoUrl: text(v.videoUrl),
    theme: v.theme,
    timezone: v.timezone,
    inPerson: v.inPerson,
    online: v.online,
    locationSetting: v.locationSetting,
    location: {
      name: text(v.location.name),
      address: text(v.location.address),
      city: text(v.location.city),
      state: text(v.location.state),
      latitude: num(v.location.latitude),
      longitude: num(v.location.longitude),
      googlePlaceId: text(v.location.googlePlaceId),
    },
    category: v.category,
    tags: v.tags,
    currency: v.currency,
    private: v.private,
    refundsAllowed: v.refundsAllowed,
    purchaseButtonText: text(v.purchaseButtonText),
    bannerMessages: v.bannerMessages.map((b) => ({
      type: b.type,
      message: b.message.trim(),
      color: b.color,
      dismissible: b.dismissible,
      ctaText: text(b.ctaText),
      ctaUrl: text(b.ctaUrl),
    })),
    checkoutBannerMessage: text(v.checkoutBannerMessage),
    donationEnabled: v.donationEnabled,
    donationTitle: text(v.donationTitle),
    donationDescription: text(v.donationDescription),
    donationIncludeAutomatically: v.donationIncludeAutomatically,
    donationSuggestedAmount: toMinorUnits(v.donationSuggestedAmount, v.currency),
    donationMaximum: toMinorUnits(v.donationMaximum, v.currency),
    marketingConsentOwner: v.marketingConsentOwner,
    marketingConsentProduct: v.marketingConsentProduct,
    collectInformationSetting: v.collectInformationSetting,
    transferAllowed: v.transferAllowed,
    cancelAllowed: v.cancelAllowed,
    cancelDeadlineHours: v.cancelAllowed ? num(v.cancelDeadlineHours) : null,
  };
  if (!recurring) {
    body.startsAt = instant(v.startsAt, v.timezone);
    body.endsAt = instant(v.endsAt, v.timezone);
    body.doorTime = instant(v.doorTime, v.timezone);
  }
  return body;
}

/** An http(s) link (the server's rule for video, stream and call-to-action links). */
export function isHttpLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const tooLong = (value: string, max: number) => (value.length > max ? `Must be at most ${max} characters` : null);

/** Client checks that mirror the server's, so most mistakes show before a save. Keys are form paths. */
export function validateDetails(v: DetailsFormValues, recurring: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const set = (key: string, message: string | null) => {
    if (message && !errors[key]) errors[key] = message;
  };
  set('name', !v.name.trim() ? MANAGE_EVENT_MESSAGES.required : tooLong(v.name, EVENT_LIMITS.name));
  if (!recurring) {
    const start = v.startsAt ? zonedLocalToInstant(v.startsAt, v.timezone) : null;
    const end = v.endsAt ? zonedLocalToInstant(v.endsAt, v.timezone) : null;
    const door = v.doorTime ? zonedLocalToInstant(v.doorTime, v.timezone) : null;
    if (v.startsAt && !start) set('startsAt', 'Enter a valid date and time');
    if (v.endsAt && !end) set('endsAt', 'Enter a valid date and time');
    if (v.doorTime && !door) set('doorTime', 'Enter a valid date and time');
    if (v.startsAt && !v.endsAt) set('endsAt', MANAGE_EVENT_MESSAGES.datesTogether);
    if (v.endsAt && !v.startsAt) set('startsAt', MANAGE_EVENT_MESSAGES.datesTogether);
    if (v.doorTime && !v.startsAt) set('startsAt', MANAGE_EVENT_MESSAGES.required);
    if (start && end && end.getTime() <= start.getTime()) set('endsAt', MANAGE_EVENT_MESSAGES.endBeforeStart);
    if (start && door && door.getTime() > start.getTime()) set('doorTime', MANAGE_EVENT_MESSAGES.doorAfterStart);
  }
  const video = v.videoUrl.trim();
  if (video && !isHttpLink(video)) set('videoUrl', MANAGE_EVENT_MESSAGES.invalidUrl);
  const lat = num(v.location.latitude);
  const lon = num(v.location.longitude);
  if (lat !== null && (lat < -90 || lat > 90)) set('location.latitude', 'Between -90 and 90');
  if (lon !== null && (lon < -180 || lon > 180)) set('location.longitude', 'Between -180 and 180');
  if ((lat === null) !== (lon === null)) set(lat === null ? 'location.latitude' : 'location.longitude', 'Enter both latitude and longitude');
  set('location.name', tooLong(v.location.name, EVENT_LIMITS.locationName));
  set('location.address', tooLong(v.location.address, EVENT_LIMITS.address));
  set('location.city', tooLong(v.location.city, EVENT_LIMITS.city));
  set('location.state', tooLong(v.location.state, EVENT_LIMITS.state));
  set('purchaseButtonText', tooLong(v.purchaseButtonText, EVENT_LIMITS.purchaseButtonText));
  set('checkoutBannerMessage', tooLong(v.checkoutBannerMessage, EVENT_LIMITS.checkoutBannerMessage));
  v.bannerMessages.forEach((b, i) => {
    set(`bannerMessages.${i}.message`, !b.message.trim() ? MANAGE_EVENT_MESSAGES.required : tooLong(b.message, EVENT_LIMITS.bannerMessage));
    const url = b.ctaUrl.trim();
    const isAppPath = url.startsWith('/') && !url.startsWith('//');
    if (url && !isAppPath && !isHttpLink(url)) set(`bannerMessages.${i}.ctaUrl`, MANAGE_EVENT_MESSAGES.invalidUrl);
    if (b.ctaText.trim() && !url) set(`bannerMessages.${i}.ctaUrl`, MANAGE_EVENT_MESSAGES.required);
    if (url && !b.ctaText.trim()) set(`bannerMessages.${i}.ctaText`, MANAGE_EVENT_MESSAGES.required);
    if (!/^(#[0-9a-fA-F]{6}|[a-z]{3,12})$/.test(b.color)) set(`bannerMessages.${i}.color`, 'Use a colour name or #rrggbb');
  });
  const suggested = toMinorUnits(v.donationSuggestedAmount, v.currency);
  const maximum = toMinorUnits(v.donationMaximum, v.currency);
  if (suggested !== null && suggested < 0) set('donationSuggestedAmount', 'Must be 0 or more');
  if (maximum !== null && maximum < 0) set('donationMaximum', 'Must be 0 or more');
  if (suggested !== null && maximum !== null && maximum < suggested) set('donationMaximum', MANAGE_EVENT_MESSAGES.donationMaximum);
  const hours = num(v.cancelDeadlineHours);
  if (v.cancelAllowed && hours !== null && (hours < 0 || hours > EVENT_LIMITS.cancelDeadlineHours || !Number.isInteger(hours))) {
    set('cancelDeadlineHours', `A whole number of hours up to ${EVENT_LIMITS.cancelDeadlineHours}`);
  }
  if (v.tags.length > EVENT_LIMITS.tags) set('tags', `At most ${EVENT_LIMITS.tags} tags`);
  if (v.tags.some((t) => t.length > EVENT_LIMITS.tag)) set('tags', `Each tag at most ${EVENT_LIMITS.tag} characters`);
  return errors;
}

/** Server keys that name another form field. */
export function detailsErrorAlias(key: string): string | null {
  if (key === 'posterUploadId') return 'poster';
  if (key.startsWith('imageUploadIds')) return 'images';
  if (key === 'dates') return 'startsAt';
  return null;
}

/** The venue fields as the form keeps them (empty strings for what a location lacks): an event's or a past venue. */
export function locationFields(l: EventLocation): DetailsFormValues['location'] {
  return {
    name: l.name ?? '',
    address: l.address ?? '',
    city: l.city ?? '',
    state: l.state ?? '',
    latitude: l.latitude ?? '',
    longitude: l.longitude ?? '',
    googlePlaceId: l.googlePlaceId ?? '',
  };
}
