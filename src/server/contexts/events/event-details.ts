import { and, eq, inArray, or } from 'drizzle-orm';
import { MANAGE_EVENT_MESSAGES, type EventDetailsBody } from '../../../contracts/events-management.ts';
import type { UploadKind } from '../../../domain/profiles.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { eventOccurrences, events, ticketTypes, uploads, type BannerMessage } from '../../platform/db/schema/index.ts';
import { sanitizeUserHtml } from '../../platform/html.ts';
import { invalid } from '../../platform/http/errors.ts';
import { isHttpUrl } from '../../../domain/links.ts';
import { isValidTimezone } from '../../../domain/timezones.ts';
import type { EventRow } from '../../platform/access/event-access.ts';
import type { OccurrenceRow } from './event-views.ts';
import { dateProblems, setSingleDate, syncEventSpan, type DateValues } from './occurrences.service.ts';

/** What validating the details form needs to know of the event as stored (defaults for a new one). */
export type DetailsBase = Pick<
  EventRow,
  | 'ownerId'
  | 'published'
  | 'startsAt'
  | 'endsAt'
  | 'doorTime'
  | 'timezone'
  | 'donationSuggestedAmount'
  | 'donationMaximum'
  | 'posterUploadId'
  | 'images'
>;

export interface PreparedDetails {
  values: Partial<typeof events.$inferInsert>;
  /** undefined leaves the date alone; null removes it. */
  date: DateValues | null | undefined;
  /** Uploads the event starts using: they move to the owner profile. */
  claimedUploads: string[];
}

/** undefined keeps the stored value; null and '' (after trimming) clear it. */
const optional = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
/** The input instant, or the stored one when the key is absent. */
const pickDate = (input: string | null | undefined, stored: Date | null) => (input === undefined ? stored : input === null ? null : new Date(input));
const sameInstant = (a: Date | null, b: Date | null) => a?.getTime() === b?.getTime();

/** An app path ('/event/...') or an http(s) link. */
const isLink = (value: string) => (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value);

const BOOLEAN_KEYS = [
  'inPerson',
  'online',
  'private',
  'refundsAllowed',
  'donationEnabled',
  'donationIncludeAutomatically',
  'marketingConsentOwner',
  'marketingConsentProduct',
  'transferAllowed',
  'cancelAllowed',
] as const;
const TEXT_KEYS = ['purchaseButtonText', 'checkoutBannerMessage', 'donationTitle', 'donationDescription'] as const;
const URL_KEYS = ['videoUrl', 'broadcastUrl'] as const;
const LOCATION_COLUMNS = { name: 'locationName', address: 'address', city: 'city', state: 'state', googlePlaceId: 'googlePlaceId' } as const;

/** Trimmed, single-spaced, without blanks or case-insensitive repeats. */
function normalizeTags(tags: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag && !byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  }
  return [...byKey.values()];
}

/** Upload ids that are not images of `kind` the user may use: their own, or already the owner profile's. */
async function unusableUploads(db: Queryable, userId: string, ownerId: string, ids: readonly string[], kind: UploadKind): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, [...ids]), eq(uploads.kind, kind), or(eq(uploads.ownerId, userId), eq(uploads.ownerId, ownerId))));
  const ok = new Set(rows.map((r) => r.id));
  return new Set(ids.filter((id) => !ok.has(id)));
}

/**
 * Validates a details payload against the stored event and collects every field error before anything is saved.
 * `dateCount` is how many dates the event has: a recurring event's dates change in the dates editor.
 */
export async function prepareDetails(
  db: Queryable,
  userId: string,
  base: DetailsBase,
  dateCount: number,
  body: EventDetailsBody,
): Promise<PreparedDetails> {
  const errors: Record<string, string> = {};
  const values: PreparedDetails['values'] = {};

  if (body.name !== undefined) {
    const name = body.name.trim();
    if (!name) errors.name = MANAGE_EVENT_MESSAGES.required;
    values.name = name;
  }
  if (body.description !== undefined) values.description = sanitizeUserHtml(body.description, 'richText');
  for (const key of BOOLEAN_KEYS) if (body[key] !== undefined) values[key] = body[key];
  for (const key of TEXT_KEYS) values[key] = optional(body[key]);
  for (const key of URL_KEYS) {
    const value = optional(body[key]);
    if (value && !isHttpUrl(value)) errors[key] = MANAGE_EVENT_MESSAGES.invalidUrl;
    values[key] = value;
  }
  values.theme = body.theme;
  values.locationSetting = body.locationSetting;
  values.category = body.category;
  values.collectInformationSetting = body.collectInformationSetting;
  values.cancelDeadlineHours = body.cancelDeadlineHours;
  values.donationSuggestedAmount = body.donationSuggestedAmount;
  values.donationMaximum = body.donationMaximum;
  if (body.currency !== undefined) values.currency = body.currency;
  if (body.tags !== undefined) values.tags = normalizeTags(body.tags);

  if (body.timezone !== undefined) {
    const timezone = body.timezone.trim();
    if (!isValidTimezone(timezone)) errors.timezone = MANAGE_EVENT_MESSAGES.invalidTimezone;
    values.timezone = timezone;
  }

  if (body.location) {
    const loc = body.location;
    for (const [key, column] of Object.entries(LOCATION_COLUMNS) as [
      keyof typeof LOCATION_COLUMNS,
      (typeof LOCATION_COLUMNS)[keyof typeof LOCATION_COLUMNS],
    ][]) {
      values[column] = optional(loc[key]);
    }
    values.latitude = loc.latitude;
    values.longitude = loc.longitude;
  }

  if (body.bannerMessages !== undefined) {
    values.bannerMessages = body.bannerMessages.map((m, i): BannerMessage => {
      const ctaText = m.ctaText?.trim() || null;
      const ctaUrl = m.ctaUrl?.trim() || null;
      if (ctaUrl && !isLink(ctaUrl)) errors[`bannerMessages.${i}.ctaUrl`] = MANAGE_EVENT_MESSAGES.invalidUrl;
      if (ctaText && !ctaUrl) errors[`bannerMessages.${i}.ctaUrl`] = MANAGE_EVENT_MESSAGES.required;
      if (ctaUrl && !ctaText) errors[`bannerMessages.${i}.ctaText`] = MANAGE_EVENT_MESSAGES.required;
      const message = m.message.trim();
      if (!message) errors[`bannerMessages.${i}.message`] = MANAGE_EVENT_MESSAGES.required;
      return { type: m.type, message, color: m.color, dismissible: m.dismissible, ctaText, ctaUrl };
    });
  }

  const suggested = body.donationSuggestedAmount !== undefined ? body.donationSuggestedAmount : base.donationSuggestedAmount;
  const maximum = body.donationMaximum !== undefined ? body.donationMaximum : base.donationMaximum;
  if (suggested != null && maximum != null && maximum < suggested) errors.donationMaximum = MANAGE_EVENT_MESSAGES.donationMaximum;

  const claimedUploads: string[] = [];
  if (body.posterUploadId) {
    if (body.posterUploadId !== base.posterUploadId) {
      const bad = await unusableUploads(db, userId, base.ownerId, [body.posterUploadId], 'poster');
      if (bad.size) errors.posterUploadId = MANAGE_EVENT_MESSAGES.notAnImage;
      claimedUploads.push(body.posterUploadId);
    }
  }
  if (body.posterUploadId !== undefined) values.posterUploadId = body.posterUploadId;
  if (body.imageUploadIds !== undefined) {
    const ids = [...new Set(body.imageUploadIds)];
    const added = ids.filter((id) => !base.images.includes(id));
    const bad = await unusableUploads(db, userId, base.ownerId, added, 'event_image');
    ids.forEach((id, i) => {
      if (bad.has(id)) errors[`imageUploadIds.${i}`] = MANAGE_EVENT_MESSAGES.notAnImage;
    });
    claimedUploads.push(...added);
    values.images = ids;
  }

  const date = prepareDate(base, dateCount, body, errors);
  if (Object.keys(errors).length) throw invalid(errors);
  // Absent keys stay out of the update.
  for (const key of Object.keys(values) as (keyof typeof values)[]) if (values[key] === undefined) delete values[key];
  return { values, date, claimedUploads };
}

/** The details form's dates: they set the one date of a single-date event and may not move a recurring one. */
function prepareDate(base: DetailsBase, dateCount: number, body: EventDetailsBody, errors: Record<string, string>): DateValues | null | undefined {
  if (body.startsAt === undefined && body.endsAt === undefined && body.doorTime === undefined) return undefined;
  const startsAt = pickDate(body.startsAt, base.startsAt);
  const endsAt = pickDate(body.endsAt, base.endsAt);
  const doorTime = pickDate(body.doorTime, base.doorTime);
  if (dateCount > 1) {
    const unchanged = sameInstant(startsAt, base.startsAt) && sameInstant(endsAt, base.endsAt) && sameInstant(doorTime, base.doorTime);
    if (!unchanged) errors.startsAt = MANAGE_EVENT_MESSAGES.recurringDates;
    return undefined;
  }
  if (!startsAt && !endsAt) {
    if (base.published) errors.startsAt = MANAGE_EVENT_MESSAGES.publishedNeedsDate;
    return null;
  }
  if (!startsAt || !endsAt) {
    errors[startsAt ? 'endsAt' : 'startsAt'] = MANAGE_EVENT_MESSAGES.datesTogether;
    return undefined;
  }
  const date = { startsAt, endsAt, doorTime };
  Object.assign(errors, dateProblems(date));
  return date;
}

/** Writes prepared details inside a transaction: the row, its date, the ticket currency, and the claimed uploads. */
export async function writeDetails(
  tx: Queryable,
  event: Pick<EventRow, 'id' | 'ownerId' | 'timezone'>,
  dates: readonly OccurrenceRow[],
  prepared: PreparedDetails,
) {
  const { values } = prepared;
  await tx
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, event.id));
  const timezone = values.timezone ?? event.timezone;
  if (values.timezone && values.timezone !== event.timezone) {
    await tx.update(eventOccurrences).set({ timezone }).where(eq(eventOccurrences.eventId, event.id));
  }
  if (prepared.date !== undefined) await setSingleDate(tx, event.id, timezone, dates, prepared.date);
  else await syncEventSpan(tx, event.id);
  if (values.currency) await tx.update(ticketTypes).set({ currency: values.currency }).where(eq(ticketTypes.eventId, event.id));
  if (prepared.claimedUploads.length) {
    await tx.update(uploads).set({ ownerId: event.ownerId }).where(inArray(uploads.id, prepared.claimedUploads));
  }
}
