/**
 * Times of day in an organizer's words: "8pm", "7:30", "19:00", "8 to 11pm", "doors 7.30", "until 11". Read with
 * small patterns rather than chrono-node, which misreads ranges such as "8 to 11pm" and money such as "£7.50".
 */

export interface Clock {
  hour: number;
  minute: number;
}

export interface ClockReading {
  start: Clock | null;
  end: Clock | null;
  doors: Clock | null;
  /** The text with each time replaced by a comma (a clause break), for the date parser. */
  rest: string;
}

/** Not after a currency sign or digit, not before a currency word: "£7.50" and "7.50 GBP" are prices. */
const ONE = String.raw`(?<![£$€¥₹\d.,])(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?![\d%]|\s*(?:gbp|usd|eur|cad|chf|jpy|inr|pln|hkd|mxn|ksh|pounds?|dollars?|euros?|each)\b)`;
const NAMED = /\b(noon|midday|midnight)\b/i;
const RANGE = new RegExp(String.raw`(?:\bfrom\s+)?${ONE}\s*(?:-|–|to|until|till|til)\s*${ONE}`, 'i');
const DOORS = new RegExp(String.raw`\bdoors?(?:\s+open)?(?:\s+(?:at|from))?\s*:?\s*${ONE}`, 'i');
const END = new RegExp(
  String.raw`\b(?:until|till|til|ends?|ending|finish(?:es|ing)?|close[sd]?|closing)(?:\s+(?:at|around|about|by))?\s+${ONE}`,
  'i',
);
/** A lone time needs a meridiem, a colon or an "at": a bare "120" or "(20)" is a number, not a time. */
const START = new RegExp(
  String.raw`(?:\b(?:at|from|starts?(?:\s+at)?|start time)\s+${ONE}|(?<![£$€¥₹\d.,])(\d{1,2})(?:([:.])(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?!\w))|(?<![£$€¥₹\d.,/])(\d{1,2})[:](\d{2})(?![\d/])`,
  'i',
);

type Meridiem = 'am' | 'pm' | null;

const meridiem = (m: string | undefined): Meridiem => (m ? (m[0]!.toLowerCase() === 'a' ? 'am' : 'pm') : null);

function toClock(h: string, m: string | undefined, mer: Meridiem): Clock | null {
  let hour = Number(h);
  const minute = Number(m ?? 0);
  if (minute > 59 || hour > 23) return null;
  if (mer) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (mer === 'pm' ? 12 : 0);
  } else if (hour >= 1 && hour <= 7) hour += 12; // a bare "at 7" is an evening: events rarely start before 8 am
  return { hour, minute };
}

const minutes = (c: Clock) => c.hour * 60 + c.minute;

/** A bare hour read as the one (h or h + 12) closest before `ref`: doors "7:30" for an 8 pm start is 7:30 pm. */
export function before(c: Clock, ref: Clock): Clock {
  const pm = { hour: (c.hour % 12) + 12, minute: c.minute };
  const am = { hour: c.hour % 12, minute: c.minute };
  return minutes(pm) <= minutes(ref) ? pm : minutes(am) <= minutes(ref) ? am : c;
}

/** A bare end hour read as the first (h or h + 12) after the start: "8pm until 11" ends at 11 pm. */
export function after(c: Clock, ref: Clock): Clock {
  const am = { hour: c.hour % 12, minute: c.minute };
  const pm = { hour: (c.hour % 12) + 12, minute: c.minute };
  return minutes(am) > minutes(ref) ? am : minutes(pm) > minutes(ref) ? pm : c;
}

function named(word: string): Clock {
  return word.toLowerCase() === 'midnight' ? { hour: 0, minute: 0 } : { hour: 12, minute: 0 };
}

/** Reads the start, end and doors times of a message (each null when not said). */
export function readClocks(text: string): ClockReading {
  let rest = text;
  const cut = (m: RegExpExecArray) => {
    rest = `${rest.slice(0, m.index)},${rest.slice(m.index + m[0].length)}`;
  };
  let doors: Clock | null = null;
  let doorsBare = false;
  const d = DOORS.exec(rest);
  if (d) {
    doors = toClock(d[1]!, d[2], meridiem(d[3]));
    doorsBare = !d[3];
    cut(d);
  }
  let start: Clock | null = null;
  let end: Clock | null = null;
  const r = RANGE.exec(rest);
  if (r) {
    const endMer = meridiem(r[6]);
    end = toClock(r[4]!, r[5], endMer);
    // "8 to 11pm": the start takes the end's meridiem when that keeps it before the end
    const startMer = meridiem(r[3]) ?? endMer;
    start = toClock(r[1]!, r[2], startMer);
    if (start && end && !r[3] && minutes(start) > minutes(end) && endMer === 'pm') start = toClock(r[1]!, r[2], 'am');
    if (start && end && !r[6]) end = after(end, start);
    cut(r);
  } else {
    const e = END.exec(rest);
    if (e) {
      end = toClock(e[1]!, e[2], meridiem(e[3]));
      cut(e);
    }
    const s = START.exec(rest);
    if (s) {
      start = s[1] ? toClock(s[1], s[2], meridiem(s[3])) : s[4] ? toClock(s[4], s[6], meridiem(s[7])) : toClock(s[8]!, s[9], null);
      cut(s);
    } else {
      const n = NAMED.exec(rest);
      if (n) {
        start = named(n[1]!);
        cut(n);
      }
    }
    if (start && end && e && !e[3]) end = after(end, start);
  }
  if (doors && start && doorsBare) doors = before(doors, start);
  return { start, end, doors, rest };
}
