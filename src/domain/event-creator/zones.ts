import { TIMEZONES, isValidTimezone } from '../timezones.ts';

/** Abbreviations organizers write, read as the zone they usually mean (the DST-aware zone, not a fixed offset). */
const ABBREVIATIONS: Record<string, string> = {
  est: 'America/New_York',
  edt: 'America/New_York',
  et: 'America/New_York',
  eastern: 'America/New_York',
  cst: 'America/Chicago',
  cdt: 'America/Chicago',
  ct: 'America/Chicago',
  central: 'America/Chicago',
  mst: 'America/Denver',
  mdt: 'America/Denver',
  mountain: 'America/Denver',
  pst: 'America/Los_Angeles',
  pdt: 'America/Los_Angeles',
  pt: 'America/Los_Angeles',
  pacific: 'America/Los_Angeles',
  gmt: 'Europe/London',
  bst: 'Europe/London',
  uk: 'Europe/London',
  utc: 'Etc/UTC',
  cet: 'Europe/Paris',
  cest: 'Europe/Paris',
  aest: 'Australia/Sydney',
  aedt: 'Australia/Sydney',
  ist: 'Asia/Kolkata',
  jst: 'Asia/Tokyo',
  'new york': 'America/New_York',
  nyc: 'America/New_York',
  'los angeles': 'America/Los_Angeles',
  'san francisco': 'America/Los_Angeles',
  toronto: 'America/Toronto',
};
/** The settings list's labels ("London", "Sydney", "Eastern Time (US & Canada)") by their first words, lower case. */
const LABELS = new Map(
  TIMEZONES.map((t) => [
    t.label
      .toLowerCase()
      .replace(/\s*\(.*\)$/, '')
      .replace(/ time$/, ''),
    t.zone,
  ]),
);
const IANA = /\b([A-Z][a-z]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?)\b/;
/** "New York time", "in Sydney time zone"; "time zone is Perth", "timezone: Perth", "change the time zone to Perth". */
const BEFORE_TIME = /\b(?:in\s+)?([\p{L} .'-]{2,40}?)\s+time(?:\s*zone)?\b/iu;
const AFTER_ZONE = /\b(?:time\s*zone|tz)\s*(?:is|to|:)?\s*([\p{L} .'/_-]{2,40}?)\s*(?=$|[,.;\n])/iu;
const ABBR = new RegExp(String.raw`\b(${Object.keys(ABBREVIATIONS).join('|')})\b`, 'i');

/** A time zone the message names ("Sydney time", "EST", "timezone: Europe/Paris"), as an IANA zone. */
export function readZone(text: string): string | null {
  const iana = IANA.exec(text);
  if (iana && isValidTimezone(iana[1]!)) return iana[1]!;
  for (const pattern of [AFTER_ZONE, BEFORE_TIME]) {
    const words = pattern.exec(text)?.[1]?.trim().toLowerCase().split(/\s+/) ?? [];
    // the longest run of final words that is a label: "8pm New York time" -> "new york"
    for (let i = 0; i < words.length; i++) {
      const phrase = words.slice(i).join(' ');
      const zone = LABELS.get(phrase) ?? ABBREVIATIONS[phrase];
      if (zone) return zone;
    }
  }
  const abbr = ABBR.exec(text);
  // "ET"/"PT"/"CT" are too short to trust in lower case ("pt" in a list); require capitals for them
  if (abbr && (abbr[1]!.length > 2 || abbr[1] === abbr[1]!.toUpperCase()) && !/^(?:uk|central|eastern|pacific|mountain)$/i.test(abbr[1]!))
    return ABBREVIATIONS[abbr[1]!.toLowerCase()]!;
  return null;
}
