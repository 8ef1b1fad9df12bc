import type {
  ManagedCollaborator,
  ManagedEventDetails,
  ManagedOccurrence,
  ManagedQuestion,
  ManagedTicketType,
} from '../../../contracts/events-management.ts';
import type { EventLocation } from '../../../contracts/events.ts';
import { DEFAULT_DONATION_MAXIMUM, eventPath } from '../../../domain/events.ts';
import type { eventOccurrences, eventQuestions, profiles, ticketTypes } from '../../platform/db/schema/index.ts';
import { profileSummary, uploadUrl } from '../accounts/index.ts';
import type { EventRow } from '../../platform/access/event-access.ts';

/** Row-to-contract mappings shared by the management and public replies. */
export type OccurrenceRow = typeof eventOccurrences.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type QuestionRow = typeof eventQuestions.$inferSelect;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const shareUrlOf = (publicUrl: string, eventId: string) => `${publicUrl}${eventPath(eventId)}`;

export function locationOf(e: EventRow): EventLocation {
  return {
    name: e.locationName,
    address: e.address,
    city: e.city,
    state: e.state,
    latitude: e.latitude,
    longitude: e.longitude,
    googlePlaceId: e.googlePlaceId,
  };
}

const uploadRef = (id: string) => ({ uploadId: id, url: uploadUrl(id)! });

export const donationMaximumOf = (e: Pick<EventRow, 'donationMaximum'>) => e.donationMaximum ?? DEFAULT_DONATION_MAXIMUM;

export function toManagedDetails(e: EventRow, dateCount: number): ManagedEventDetails {
  return {
    id: e.id,
    ownerId: e.ownerId,
    name: e.name,
    description: e.description,
    poster: e.posterUploadId ? uploadRef(e.posterUploadId) : null,
    images: e.images.map(uploadRef),
    videoUrl: e.videoUrl,
    theme: e.theme,
    startsAt: iso(e.startsAt),
    endsAt: iso(e.endsAt),
    doorTime: iso(e.doorTime),
    timezone: e.timezone,
    recurring: dateCount > 1,
    inPerson: e.inPerson,
    online: e.online,
    locationSetting: e.locationSetting,
    location: locationOf(e),
    category: e.category as ManagedEventDetails['category'],
    tags: e.tags,
    currency: e.currency,
    published: e.published,
    publishedAt: iso(e.publishedAt),
    unpublished: e.unpublishedAt !== null,
    private: e.private,
    refundsAllowed: e.refundsAllowed,
    purchaseButtonText: e.purchaseButtonText,
    bannerMessages: e.bannerMessages,
    checkoutBannerMessage: e.checkoutBannerMessage,
    donationEnabled: e.donationEnabled,
    donationTitle: e.donationTitle,
    donationDescription: e.donationDescription,
    donationIncludeAutomatically: e.donationIncludeAutomatically,
    donationSuggestedAmount: e.donationSuggestedAmount,
    donationMaximum: e.donationMaximum,
    marketingConsentOwner: e.marketingConsentOwner,
    marketingConsentProduct: e.marketingConsentProduct,
    collectInformationSetting: e.collectInformationSetting,
    transferAllowed: e.transferAllowed,
    cancelAllowed: e.cancelAllowed,
    cancelDeadlineHours: e.cancelDeadlineHours,
    broadcastUrl: e.broadcastUrl,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** The fields of a ticket type that buyers (GET /api/v1/tickets) and the editor read alike, as stored. */
export function ticketTypeFields(t: TicketTypeRow) {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    price: t.price,
    fee: t.fee,
    absorbFees: t.absorbFees,
    currency: t.currency,
    startsSalesAt: iso(t.startsSalesAt),
    endsSalesAt: iso(t.endsSalesAt),
    category: t.category,
    attendanceType: t.attendanceType,
    visibilityScope: t.visibilityScope,
    pricingMode: t.pricingMode,
    suggestedPrice: t.suggestedPrice,
    minimumPrice: t.minimumPrice,
    maxPerOrder: t.maxPerOrder,
  };
}

export function toManagedTicketType(t: TicketTypeRow, ticketsSold: number, customUserListIds: string[]): ManagedTicketType {
  return {
    ...ticketTypeFields(t),
    quantity: t.quantity,
    code: t.code,
    quantityPerCode: t.quantityPerCode,
    position: t.position,
    hidden: t.hidden,
    membershipTierId: t.membershipTierId,
    customUserListIds,
    seatsCategoryKeys: t.seatsCategoryKeys,
    ticketsSold,
    admission: t.admission,
    passOccurrenceIds: t.passOccurrenceIds,
    entries: t.entries,
  };
}

export function toManagedQuestion(q: QuestionRow): ManagedQuestion {
  return {
    id: q.id,
    fieldType: q.fieldType,
    title: q.title,
    content: q.content,
    required: q.required,
    onlyForTickets: q.onlyForTickets,
    position: q.position,
  };
}

/** A date's times, as the public dates and the editor's dates both show them. */
export function occurrenceFields(o: OccurrenceRow) {
  return {
    id: o.id,
    startsAt: o.startsAt.toISOString(),
    endsAt: o.endsAt.toISOString(),
    doorTime: iso(o.doorTime),
    timezone: o.timezone,
  };
}

export function toManagedOccurrence(o: OccurrenceRow, ticketsSold: number): ManagedOccurrence {
  return { ...occurrenceFields(o), ticketsSold };
}

export function toManagedCollaborator(
  c: { id: string; accessSetting: ManagedCollaborator['accessSetting']; createdAt: Date },
  p: Pick<typeof profiles.$inferSelect, 'id' | 'type' | 'username' | 'name' | 'avatarUploadId'>,
): ManagedCollaborator {
  return { id: c.id, profile: profileSummary(p), accessSetting: c.accessSetting, createdAt: c.createdAt.toISOString() };
}
