import {
  CALENDAR_COLOURS,
  CALENDAR_DEFAULTS,
  calendarPath,
  isValidColour,
  normalizeColour,
  parseTags,
  type CalendarColour,
  type CalendarOptions,
} from '../../../domain/calendar.ts';

/**
 * The calendar builder's state (content-management 2.6 Custom calendar, 5 Calendar): the options as the user types
 * them. Colours may be half typed and tags are the raw text, so the state keeps what is typed and `builderOptions`
 * turns it into the options of the link.
 */
export interface BuilderForm extends Omit<CalendarOptions, 'tags'> {
  tagsText: string;
}

export const INITIAL_BUILDER_FORM: BuilderForm = (() => {
  const { tags, ...rest } = CALENDAR_DEFAULTS;
  return { ...rest, tagsText: tags.join(', ') };
})();

/** A colour typed into its input: '#' stripped, upper-cased, at most 7 characters taken. */
export function typeColour(form: BuilderForm, key: CalendarColour, typed: string): BuilderForm {
  return { ...form, [key]: normalizeColour(typed) };
}

/** The colours that are not exactly 6 hex digits: the link cannot be generated while there is one. */
export function invalidColours(form: BuilderForm): CalendarColour[] {
  return CALENDAR_COLOURS.filter((key) => !isValidColour(form[key]));
}

/** The options of the link; a colour still being typed keeps its default, so the preview stays readable. */
export function builderOptions(form: BuilderForm): CalendarOptions {
  const { tagsText, ...rest } = form;
  const options: CalendarOptions = { ...rest, tags: parseTags(tagsText) };
  for (const key of CALENDAR_COLOURS) if (!isValidColour(options[key])) options[key] = CALENDAR_DEFAULTS[key];
  return options;
}

/** The full address of the calendar page: the options that differ from the defaults, nothing else. */
export function calendarLink(origin: string, profileType: 'user' | 'school', username: string, options: CalendarOptions): string {
  return `${origin}${calendarPath(profileType, username, options)}`;
}

/** The HTML to paste into another site; '&' and '"' escaped so the address survives as an attribute value. */
export function embedCode(link: string): string {
  const src = link.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<iframe src="${src}" width="100%" height="800" style="border:0"></iframe>`;
}
