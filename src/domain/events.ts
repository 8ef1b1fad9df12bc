/** Event rules shared by the server (which enforces them) and the web app (which mirrors them). */

import { EVENT_CATEGORIES, EVENT_CATEGORY_KEYS, isEventCategory, type EventCategory } from './events.values.ts';
export { EVENT_CATEGORIES, EVENT_CATEGORY_KEYS, isEventCategory };
export type { EventCategory };

export function categoryName(key: string | null | undefined): string | null {
  return EVENT_CATEGORIES.find((c) => c.key === key)?.name ?? null;
}

/** Label of "no category filter": 'All types' on profiles (buyer-side 9), 'All Categories' in the events table. */
export const ALL_CATEGORIES_LABEL = { profile: 'All types', table: 'All Categories' } as const;

export const EVENT_THEMES = ['light', 'dark'] as const;
export type EventTheme = (typeof EVENT_THEMES)[number];

/** 'tba' shows the location as to be announced. */
export const LOCATION_SETTINGS = ['venue', 'tba'] as const;
export type LocationSetting = (typeof LOCATION_SETTINGS)[number];

export const COLLECT_INFORMATION_SETTINGS = ['each-attendee', 'only-buyer'] as const;
export type CollectInformationSetting = (typeof COLLECT_INFORMATION_SETTINGS)[number];

export const BANNER_MESSAGE_TYPES = ['info', 'success', 'warning', 'danger'] as const;

/** Lengths and ranges of event fields (not in the spec; chosen in docs/decisions/). */
export const EVENT_LIMITS = {
  name: 150,
  descriptionHtml: 50_000,
  tags: 10,
  tag: 30,
  images: 20,
  url: 500,
  purchaseButtonText: 40,
  bannerMessages: 5,
  bannerMessage: 500,
  ctaText: 40,
  checkoutBannerMessage: 500,
  locationName: 200,
  address: 300,
  city: 100,
  state: 100,
  placeId: 300,
  donationTitle: 100,
  donationDescription: 1000,
  /** Minor units; 10,000.00 in a two-decimal currency. */
  moneyMax: 1_000_000,
  cancelDeadlineHours: 8760,
  occurrences: 366,
  questions: 50,
  questionTitle: 500,
  questionContent: 5000,
} as const;

/** Donation maximum when the organizer sets none (the spec does not show the value). */
export const DEFAULT_DONATION_MAXIMUM = 1_000_000;

/** A collaborator's access to an event (the spec's teachings). */
export const ACCESS_SETTINGS = ['admin', 'door', 'door_with_stats', 'basic'] as const;
export type AccessSetting = (typeof ACCESS_SETTINGS)[number];

export const ACCESS_SETTING_LABELS: Record<AccessSetting, string> = {
  admin: 'Admin',
  door: 'Door',
  door_with_stats: 'Door with stats',
  basic: 'Basic',
};

export const MANAGEMENT_BUTTONS = ['Details', 'Guests', 'Team', 'Stats', 'Video'] as const;
export type ManagementButton = (typeof MANAGEMENT_BUTTONS)[number];

/** The management button bar and the events table's row actions by access setting (buyer-side 6). */
const BUTTONS: Record<AccessSetting, readonly ManagementButton[]> = {
  admin: ['Details', 'Guests', 'Team', 'Stats', 'Video'],
  door: ['Guests', 'Team'],
  door_with_stats: ['Guests', 'Stats'],
  basic: ['Team'],
};

export function managementButtons(accessSetting: AccessSetting | null | undefined): ManagementButton[] {
  return accessSetting ? [...BUTTONS[accessSetting]] : [];
}

/** The server-rendered management page each button opens (content-management route table). */
export function managementButtonPath(eventId: string, button: ManagementButton): string {
  const page = { Details: 'details/edit', Guests: 'registrations', Team: 'teachings', Stats: 'stats', Video: 'broadcasts' }[button];
  return `/management/courses/${eventId}/${page}`;
}

/**
 * What someone may do with an event. Managers of the owner profile (owner, organization member, site admin)
 * may do everything; a collaborator what their access setting allows. Only managers delete an event.
 */
export interface EventPermissions {
  accessSetting: AccessSetting | null;
  canView: boolean;
  canEditDetails: boolean;
  canPublish: boolean;
  canDelete: boolean;
  /** See the team list (the Team button). */
  canViewTeam: boolean;
  /** Add, change and remove collaborators. */
  canManageTeam: boolean;
  canViewGuests: boolean;
  canViewStats: boolean;
  buttons: ManagementButton[];
}

export function eventPermissions(role: { manager: boolean; accessSetting: AccessSetting | null }): EventPermissions {
  const setting: AccessSetting | null = role.manager ? 'admin' : role.accessSetting;
  const buttons = managementButtons(setting);
  const admin = setting === 'admin';
  return {
    accessSetting: setting,
    canView: setting !== null,
    canEditDetails: admin,
    canPublish: admin,
    canDelete: role.manager,
    canViewTeam: buttons.includes('Team') || admin,
    canManageTeam: admin,
    canViewGuests: buttons.includes('Guests'),
    canViewStats: buttons.includes('Stats'),
    buttons,
  };
}

/** Sales figures are shown only with admin access (accounts-and-reporting 2.4). */
export const canSeeSales = (accessSetting: AccessSetting | null) => accessSetting === 'admin';

/** Secret codes unlock tickets: only those who edit the tickets (admin access) read them; door and basic access never. */
export const canReadSecretCodes = (accessSetting: AccessSetting | null) => accessSetting === 'admin';

/** The publish check's input: what the event has, as stored. */
export interface PublishCandidate {
  name: string;
  currency: string | null;
  timezone: string | null;
  inPerson: boolean;
  online: boolean;
  locationSetting: LocationSetting;
  locationName: string | null;
  address: string | null;
  occurrences: readonly { startsAt: Date; endsAt: Date }[];
  ticketTypes: readonly { hidden: boolean; attendanceType: 'in_person' | 'online' }[];
  knownCurrencies: readonly string[];
  timezoneValid: boolean;
}

export const PUBLISH_MESSAGES = {
  name: 'Add a name for your event.',
  dates: 'Add the date and time your event starts.',
  startInPast: 'Your event must start in the future. Change its date before publishing.',
  endBeforeStart: 'Your event must end after it starts.',
  attendance: 'Choose whether your event happens in person, online, or both.',
  location: "Add the event's location, or mark it as to be announced.",
  tickets: 'Add at least one ticket type that buyers can see.',
  inPersonTickets: 'Add a ticket type for in-person attendance, or make the event online only.',
  onlineTickets: 'Add a ticket type for online attendance, or make the event in person only.',
  currency: 'Choose the currency your tickets are sold in.',
  timezone: 'Choose the time zone of your event.',
} as const;
export type PublishProblemField = keyof typeof PUBLISH_MESSAGES;

/** Everything that keeps an event from being published, in the order a user fixes them; empty when it may go live. */
export function publishProblems(e: PublishCandidate, now: Date): { field: PublishProblemField; message: string }[] {
  const problems: PublishProblemField[] = [];
  if (!e.name.trim()) problems.push('name');
  if (!e.occurrences.length) problems.push('dates');
  else {
    if (e.occurrences.some((o) => o.endsAt.getTime() <= o.startsAt.getTime())) problems.push('endBeforeStart');
    if (!e.occurrences.some((o) => o.startsAt.getTime() > now.getTime())) problems.push('startInPast');
  }
  if (!e.timezoneValid) problems.push('timezone');
  if (!e.inPerson && !e.online) problems.push('attendance');
  if (e.inPerson && e.locationSetting === 'venue' && !e.locationName?.trim() && !e.address?.trim()) problems.push('location');
  const visible = e.ticketTypes.filter((t) => !t.hidden);
  if (!visible.length) problems.push('tickets');
  else {
    if (e.inPerson && !e.online && !visible.some((t) => t.attendanceType === 'in_person')) problems.push('inPersonTickets');
    if (e.online && !e.inPerson && !visible.some((t) => t.attendanceType === 'online')) problems.push('onlineTickets');
  }
  if (!e.currency || !e.knownCurrencies.includes(e.currency)) problems.push('currency');
  return problems.map((field) => ({ field, message: PUBLISH_MESSAGES[field] }));
}

/** The event page's public address. */
export const eventPath = (eventId: string) => `/event/${eventId}`;
