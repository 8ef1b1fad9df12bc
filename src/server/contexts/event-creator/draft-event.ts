import { eq } from 'drizzle-orm';
import { questionsBody, ticketTypesBody } from '../../../contracts/events-management.ts';
import { draftSchema } from '../../../contracts/event-creator.ts';
import { EVENT_CREATOR_DRAFT_GAPS as GAP } from '../../../contracts/event-creator.messages.ts';
import type { EventDraft } from '../../../domain/event-creator/draft.ts';
import type { Tx } from '../../platform/db/client.ts';
import { events } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { requireEventAccess } from '../../platform/access/event-access.ts';
import { createEvent, replaceOccurrences, replaceQuestions, replaceTicketTypes } from '../events/index.ts';

/** What a draft still lacks before it can become an event (empty: complete). */
export function draftGaps(draft: EventDraft): string[] {
  const gaps: string[] = [];
  if (!draft.name?.trim()) gaps.push(GAP.name);
  if (!draft.dates.length) gaps.push(GAP.dates);
  if (!draft.attendance) gaps.push(GAP.attendance);
  if (draft.attendance === 'in_person' && !draft.venue?.name.trim() && !draft.venue?.address.trim()) gaps.push(GAP.venue);
  if (!draft.tickets.length) gaps.push(GAP.tickets);
  for (const t of draft.tickets) if (t.quantity === null) gaps.push(GAP.quantity(t.name));
  return gaps;
}

/** The editor's description is HTML: the draft's plain text, one paragraph per blank-line-separated block. */
export const descriptionHtml = (text: string | null) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * Turns a confirmed draft into a draft event through the services the manual editor saves with (details, dates,
 * ticket types, questions), inside the caller's transaction: their checks apply, and a refusal rolls back the
 * whole event. The owner is the conversation's and the event stays unpublished, whatever the draft says.
 */
/** "the Blue Room" read from "at the Blue Room" stands alone as the venue's name: "The Blue Room". */
const standalone = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export async function createDraftEvent(tx: Tx, user: AuthUser, ownerId: string, input: EventDraft): Promise<string> {
  const parsed = draftSchema.safeParse(input);
  if (!parsed.success) throw invalid(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
  const draft = parsed.data;
  const gaps = draftGaps(draft);
  if (gaps.length) throw new AppError('validation_failed', gaps[0]!, undefined, gaps);
  const online = draft.attendance === 'online';
  const eventId = await createEvent(tx, user, {
    ownerId,
    name: draft.name!.trim(),
    description: descriptionHtml(draft.description),
    timezone: draft.timezone,
    currency: draft.currency,
    inPerson: !online,
    online,
    ...(online ? {} : { locationSetting: 'venue' as const, location: { ...draft.venue!, name: standalone(draft.venue!.name) } }),
  });
  // The editor's own gate: the user still manages the owner now that the reply is written.
  const access = await requireEventAccess(tx, user, eventId, 'canEditDetails');
  await replaceOccurrences(tx, access, {
    occurrences: draft.dates.map((d) => ({ startsAt: d.startsAt, endsAt: d.endsAt, doorTime: d.doorTime, timezone: draft.timezone })),
  });
  // A door ticket goes on sale when the doors open (or at the start): the box office sells it on the day.
  const first = [...draft.dates].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0]!;
  const doorsOpen = first.doorTime ?? first.startsAt;
  await replaceTicketTypes(
    tx,
    access,
    ticketTypesBody.parse({
      ticketTypes: draft.tickets.map((t) => ({
        name: t.name.trim(),
        price: t.price,
        quantity: t.quantity!,
        startsSalesAt: t.sale === 'door' ? doorsOpen : null,
        attendanceType: online ? 'online' : 'in_person',
      })),
    }),
  );
  if (draft.questions.length) await replaceQuestions(tx, access, questionsBody.parse({ questions: draft.questions }));
  await tx.update(events).set({ createdWithAssistant: true }).where(eq(events.id, eventId));
  return eventId;
}
