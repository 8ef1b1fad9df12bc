import { EVENT_LIMITS } from '../events.ts';
import { venueStart } from './venue.ts';

const QUOTED = /["“”]([^"“”\n]{2,150})["“”]|(?:^|\s)[‘']([^‘’'\n]{2,150})[’'](?=[\s,.!?;:]|$)/;
const CALLED =
  /\b(?:called|named|titled|entitled|name(?:\s+it)?(?:\s+is|\s+to|:)?|rename(?:\s+it)?\s+to|title(?:\s+is|:)?)\s+(?!it\b|the\s+event\b)(.+?)\s*(?=$|[,;\n!?]|\.(?:\s|$))/i;
/** What people put before an event's name: "I'm hosting a", "We are running our", "Create an event:". */
const FILLER = new RegExp(
  [
    String.raw`^(?:(?:hi|hello|hey|so|ok|okay|right|well|um)[,!.]*\s+)*`,
    String.raw`(?:(?:(?:i'm|i am|we're|we are|i'd like to|we'd like to|i want to|we want to|i will be|we will be|let's|please|can you|could you|help me)\s+)+`,
    String.raw`(?:hosting|host|organi[sz]ing|organi[sz]e|running|run|planning|plan|throwing|throw|putting on|put on|holding|hold|doing|having|create|make|set up|add)\s+`,
    String.raw`|(?:create|make|set up|add)\s+(?=an?\s|the\s|my\s|our\s))?`,
    String.raw`(?:an?\s+event\s*(?:for|:)?\s*|a\s+|an\s+|our\s+|my\s+|the\s+)?`,
  ].join(''),
  'i',
);
/** Where the name ends: a date, time, price, place or number follows it. */
const CUT =
  /\s+(?:online|on|this|next|every|from|in|at|@|for|with|starting|tomorrow|tonight|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\s+[£$€¥₹\d]|[,;:\n!?]|\.(?:\s|$)| - | – /i;
/** Words that are not a name on their own. */
const GENERIC = /^(?:an?\s+)?(?:event|events|thing|something|it|this|that|hi|hello|hey|yes|no|ok|okay|thanks|thank you|help)$/i;
/** A start that is a date, place or ticket, not a name: "Next Friday", "Online", "Tickets £15". */
const NOT_A_NAME =
  /^(?:next|this|on|at|every|tomorrow|tonight|today|in|from|doors?|tickets?|online|virtual|zoom|free|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b/i;

const tidy = (s: string) => {
  const t = s.trim().replace(/[.!?]+$/, '');
  return t ? t[0]!.toUpperCase() + t.slice(1) : '';
};
/** A name starts with a letter, digit or quote (not markup) and fits the editor's limit. */
const fits = (s: string) => s.length > 0 && s.length <= EVENT_LIMITS.name && /\p{L}/u.test(s) && /^[\p{L}\d"'“‘]/u.test(s);

/** A name the organizer gave outright: quoted, "called X", "change the name to X". */
export function statedName(text: string): string | null {
  const quoted = QUOTED.exec(text);
  const called = CALLED.exec(text);
  const name = tidy(quoted ? (quoted[1] ?? quoted[2])! : called ? called[1]! : '');
  return fits(name) ? name : null;
}

/** "... we'd like to put on our Christmas concert at ...": the name follows a verb of organizing and an article. */
const EMBEDDED =
  /\b(?:put(?:ting)?\s+on|host(?:ing)?|organi[sz](?:e|ing)|run(?:ning)?|hold(?:ing)?|throw(?:ing)?|plan(?:ning)?|doing|having)\s+(?:our|a|an|the|my|its|their)\s+(?!event\b)/i;
/** Only near the start of a message: further on, "having a" is rarely the event. */
const EMBEDDED_WITHIN = 160;

/** The name at the start of `text`, up to a place, date, price or comma; null when that is not a name. */
function nameAtStart(text: string): string | null {
  const at = venueStart(text);
  const head = at >= 0 ? text.slice(0, at) : text;
  const cut = CUT.exec(head);
  const name = tidy(cut ? head.slice(0, cut.index) : head);
  if (!fits(name) || GENERIC.test(name) || NOT_A_NAME.test(name) || name.split(/\s+/).length > 8 || /^[\d£$€]/.test(name)) return null;
  return name;
}

/**
 * The obvious name at the start of a description: "Jazz night at the Blue Room, Friday 8pm" -> "Jazz night";
 * "I'm hosting a pottery workshop on Saturday" -> "Pottery workshop"; "We're the Riverside Choir and we'd like to
 * put on our Christmas concert at ..." -> "Christmas concert". Null when the start is not a name.
 */
export function leadingName(text: string): string | null {
  const embedded = EMBEDDED.exec(text.slice(0, EMBEDDED_WITHIN));
  const fromVerb = embedded ? nameAtStart(text.slice(embedded.index + embedded[0].length)) : null;
  return fromVerb ?? nameAtStart(text.trim().replace(FILLER, ''));
}

/** The whole message as a name, when it answers "What is the event called?". */
export function answeredName(text: string): string | null {
  const name = tidy(text.replace(/^(?:it's|it is|call it|the name is|name:)\s+/i, '').replace(FILLER, ''));
  return fits(name) && !GENERIC.test(name) && name.split(/\s+/).length <= 12 ? name : null;
}
