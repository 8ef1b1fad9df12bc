import { EVENT_LIMITS } from '../events.ts';
import type { EventDraft } from './draft.ts';

export type Place = Pick<EventDraft, 'attendance' | 'venue'>;

const ONLINE =
  /\b(online|virtual(?:ly)?|zoom|livestream(?:ed)?|live[- ]stream(?:ed)?|google meet|ms teams|microsoft teams|webinar|on teams|streamed)\b/i;
const WHEN =
  /^(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|noon|midnight|tonight|tomorrow|today|next|this|the\s+(?:\d|door|night))/i;
const NAME_WORD = String.raw`(?:[\p{Lu}\d][\p{L}\d'’&.-]*)`;
/** "at the Blue Room", "at Blue Room", "@ The Crown", "venue: Town Hall", "held at St Mary's Church". */
const AT = new RegExp(
  String.raw`(?:\b(?:at|venue(?:\s+is)?:?|held\s+at|location:?)|@)\s+((?:the\s+)?${NAME_WORD}(?:\s+(?:${NAME_WORD}|of|and|&|the|de|la|du)(?!\p{L}))*)`,
  'gu',
);
const STREET = /^\s*\d+[a-z]?\s+[\p{L}\s'.-]+$/iu;
/** A city: up to three capitalised words at the start of a clause, ending it or before "on Saturday" and the like. */
const CITY = /^\s*(\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2})(?=\s+(?:on|at|from|this|next|every|in)\b|\s*[.!]?\s*$)/u;

/** Without a trailing full stop, and within the editor's limit (every venue field is under `limit`). */
const clean = (s: string, limit: number = EVENT_LIMITS.city) =>
  s
    .trim()
    .replace(/[.!?]+$/, '')
    .slice(0, limit);

/** The venue after "at ..." with the address and city clauses that follow it: "at Blue Room, 12 High St, London". */
function venueAt(text: string): Place | null {
  for (const m of text.matchAll(AT)) {
    const name = clean(m[1]!, EVENT_LIMITS.locationName);
    if (WHEN.test(name) || /^\d/.test(name)) continue;
    const following = text
      .slice(m.index + m[0].length)
      .split(/,(?!\d)/)
      .slice(1, 3);
    let address = '';
    let city = '';
    if (following[0] && STREET.test(following[0])) {
      address = clean(following[0], EVENT_LIMITS.address);
      const said = following[1] ? CITY.exec(following[1])?.[1] : undefined;
      if (said && !WHEN.test(said)) city = clean(said);
    }
    return { attendance: 'in_person', venue: { name, address, city } };
  }
  return null;
}

/**
 * Where the event is: online ("online", "on Zoom"), or a venue after "at". `answer` is true when the message
 * answers "Where is it?", so a bare "The Blue Room, 12 High St, London" is the venue too.
 */
export function readPlace(text: string, answer: boolean): Place | null {
  if (ONLINE.test(text)) return { attendance: 'online', venue: null };
  const at = venueAt(text);
  if (at || !answer) return at;
  const [name, address, city] = text.split(/,(?!\d)/).map((part) => clean(part, EVENT_LIMITS.address));
  if (!name || name.length > EVENT_LIMITS.locationName || !/\p{L}/u.test(name)) return null;
  return {
    attendance: 'in_person',
    venue: { name, address: address && STREET.test(address) ? address : '', city: clean(CITY.exec(city ?? '')?.[1] ?? '') },
  };
}

/** Where the venue's name starts in the text, to cut it off a name said before it ("Jazz night at the Blue Room"). */
export function venueStart(text: string): number {
  for (const m of text.matchAll(AT)) if (!WHEN.test(clean(m[1]!)) && !/^\d/.test(m[1]!)) return m.index;
  return -1;
}

/** The text with each venue ("at the Blue Room") replaced by a comma, so its words are read as nothing else. */
export function withoutVenues(text: string): string {
  return text.replace(AT, (match, name: string) => (WHEN.test(clean(name)) || /^\d/.test(name) ? match : ','));
}
