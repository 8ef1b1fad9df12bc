/**
 * The embeddable calendar's options (content-management 3 Calendar embed options, 5 Calendar, 9 Calendar defaults):
 * one parser for the public page's query string and one writer for the builder's link, so both read the same rules.
 */

export const CALENDAR_LAYOUTS = ['list', 'grid'] as const;
export type CalendarLayout = (typeof CALENDAR_LAYOUTS)[number];

/** The switches, all on by default. */
export const CALENDAR_SWITCHES = ['showImage', 'showDescription', 'showTicketsButton', 'browseByDate', 'showBackButton', 'enableSearch'] as const;
export type CalendarSwitch = (typeof CALENDAR_SWITCHES)[number];

export const CALENDAR_COLOURS = ['bgColor', 'textColor', 'highlColor'] as const;
export type CalendarColour = (typeof CALENDAR_COLOURS)[number];

export interface CalendarOptions extends Record<CalendarColour, string>, Record<CalendarSwitch, boolean> {
  defaultLayout: CalendarLayout;
  /** Tag names; an event shows when it has one of them (none: every event). */
  tags: string[];
}

export const CALENDAR_LIMITS = {
  /** What a colour input takes as typed ('#' included). */
  colourInputMax: 7,
  /** Narrower than this, the grid is used whatever the layout (accounts-and-reporting 2.7). */
  gridBreakpointPx: 460,
  /** The default range: today to three months ahead. */
  defaultRangeMonths: 3,
  searchDebounceMs: 300,
  maxTags: 20,
  tagMax: 50,
  /** 'Link copied' reverts after 2 s. */
  copiedMs: 2000,
} as const;

export const CALENDAR_DEFAULTS: CalendarOptions = {
  bgColor: 'FFFFFF',
  textColor: '000000',
  highlColor: 'D60B52',
  defaultLayout: 'list',
  showImage: true,
  showDescription: true,
  showTicketsButton: true,
  browseByDate: true,
  showBackButton: true,
  enableSearch: true,
  tags: [],
};

/** A colour as typed: '#' stripped, upper-cased, at most 7 characters kept (content-management 5 Calendar). */
export function normalizeColour(typed: string): string {
  return typed.slice(0, CALENDAR_LIMITS.colourInputMax).replaceAll('#', '').toUpperCase();
}

/** Exactly 6 hex digits, without the hash. */
export function isValidColour(value: string): boolean {
  return /^[0-9A-F]{6}$/.test(value);
}

/** Comma-separated tags: trimmed, empty ones dropped, each cut to its limit, duplicates (any case) once. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().slice(0, CALENDAR_LIMITS.tagMax);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length === CALENDAR_LIMITS.maxTags) break;
  }
  return tags;
}

const FALSE = new Set(['false', '0', 'no', 'off']);
const TRUE = new Set(['true', '1', 'yes', 'on']);

/**
 * The options of a calendar address's query: a value that is missing or not valid keeps its default (a shared link
 * with a typo still shows a calendar).
 */
export function parseCalendarOptions(query: Readonly<Record<string, unknown>>): CalendarOptions {
  const options: CalendarOptions = { ...CALENDAR_DEFAULTS, tags: [] };
  for (const key of CALENDAR_COLOURS) {
    const value = typeof query[key] === 'string' ? normalizeColour(query[key]) : '';
    if (isValidColour(value)) options[key] = value;
  }
  for (const key of CALENDAR_SWITCHES) {
    const value = typeof query[key] === 'string' ? query[key].toLowerCase() : '';
    if (FALSE.has(value)) options[key] = false;
    else if (TRUE.has(value)) options[key] = true;
  }
  if (query.defaultLayout === 'grid' || query.defaultLayout === 'list') options.defaultLayout = query.defaultLayout;
  if (typeof query.tags === 'string') options.tags = parseTags(query.tags);
  return options;
}

/** The query string of a calendar link: only what differs from the defaults, in a fixed order. */
export function calendarQuery(options: CalendarOptions): string {
  const params = new URLSearchParams();
  for (const key of CALENDAR_COLOURS) if (options[key] !== CALENDAR_DEFAULTS[key]) params.set(key, options[key]);
  if (options.defaultLayout !== CALENDAR_DEFAULTS.defaultLayout) params.set('defaultLayout', options.defaultLayout);
  for (const key of CALENDAR_SWITCHES) if (options[key] !== CALENDAR_DEFAULTS[key]) params.set(key, String(options[key]));
  if (options.tags.length) params.set('tags', options.tags.join(','));
  return params.toString();
}

/** The profile type letter of a calendar link: 'o' for an organization (school), 'p' otherwise. */
export function calendarTypeLetter(profileType: 'user' | 'school'): 'o' | 'p' {
  return profileType === 'school' ? 'o' : 'p';
}

/** The path of an owner's calendar with its options. */
export function calendarPath(profileType: 'user' | 'school', username: string, options: CalendarOptions): string {
  const query = calendarQuery(options);
  return `/calendar/${calendarTypeLetter(profileType)}/${encodeURIComponent(username)}${query ? `?${query}` : ''}`;
}

/** The layout shown: the grid on a narrow screen, else the chosen one. */
export function effectiveLayout(chosen: CalendarLayout, widthPx: number): CalendarLayout {
  return widthPx <= CALENDAR_LIMITS.gridBreakpointPx ? 'grid' : chosen;
}
