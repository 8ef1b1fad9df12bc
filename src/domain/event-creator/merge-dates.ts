import type { EventDraft, Turn } from './draft.ts';
import type { Clock } from './clock.ts';
import { type DateParts, type DateProblem, buildDates, clockOf, dayOf, readDateParts } from './dates.ts';

export interface DateUpdate {
  dates: EventDraft['dates'];
  problem: DateProblem;
  assumedEnd: boolean;
  /** The message said something about the dates. */
  said: boolean;
}

const minutes = (c: Clock) => c.hour * 60 + c.minute;

/**
 * While the draft has no dates, a day and a time may come in different messages ("Friday", then "8pm"): the
 * organizer's earlier messages fill what the newest one leaves out.
 */
function withEarlier(parts: DateParts, earlier: readonly Turn[], zone: string, now: Date): DateParts {
  const merged = { ...parts };
  for (const turn of [...earlier].reverse().filter((t) => t.role === 'user')) {
    const p = readDateParts(turn.content, zone, now);
    if (merged.days.length === 0 && !p.past) merged.days = p.days;
    merged.start ??= p.start;
    merged.end ??= p.end;
    merged.doors ??= p.doors;
  }
  return merged;
}

/**
 * The draft's dates after a message. With dates already set, what the message leaves out is kept: "actually
 * Saturday" keeps the times, "make it 9pm" keeps the days (and the end, when still after the new start).
 */
export function mergeDates(draft: EventDraft, text: string, earlier: readonly Turn[], now: Date): DateUpdate {
  const zone = draft.timezone;
  const parts = readDateParts(text, zone, now);
  const said = parts.days.length > 0 || parts.start !== null || parts.end !== null || parts.doors !== null || parts.past;
  const unchanged: DateUpdate = { dates: draft.dates, problem: null, assumedEnd: false, said };
  if (parts.past) return { ...unchanged, problem: 'past' };
  if (!said) return unchanged;
  const first = draft.dates[0];
  if (!first) {
    const all = withEarlier(parts, earlier, zone, now);
    if (all.days.length === 0) return unchanged;
    return { ...buildDates(all.days, all.start, all.end, all.doors, zone, now), said };
  }
  const days = parts.days.length ? parts.days : draft.dates.map((d) => dayOf(d.startsAt, zone));
  const oldStart = clockOf(first.startsAt, zone);
  const start = parts.start ?? oldStart;
  const oldEnd = clockOf(first.endsAt, zone);
  const keepEnd = minutes(oldEnd) > minutes(start) || oldEnd.hour < 6;
  const end = parts.end ?? (keepEnd ? oldEnd : null);
  const doors = parts.doors ?? (first.doorTime ? clockOf(first.doorTime, zone) : null);
  return { ...buildDates(days, start, end, doors, zone, now), said };
}
