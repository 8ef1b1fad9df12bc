import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MANAGE_EVENT_MESSAGES, type ManagedQuestion, type questionsBody } from '../../../contracts/events-management.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { eventQuestions, ticketTypes } from '../../platform/db/schema/index.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import { toManagedQuestion } from './event-views.ts';
import { invalidateEventPage } from './event-page-cache.ts';

/** Dropdown options are the non-blank lines of `content`. */
export const dropdownOptions = (content: string) =>
  content
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** PUT .../questions: the whole list in order; ids keep their question (answers will refer to them). */
export async function replaceQuestions(db: Queryable, access: EventAccess, body: z.infer<typeof questionsBody>): Promise<ManagedQuestion[]> {
  const { event } = access;
  const [existing, tickets] = await Promise.all([
    db.select({ id: eventQuestions.id }).from(eventQuestions).where(eq(eventQuestions.eventId, event.id)),
    db.select({ id: ticketTypes.id }).from(ticketTypes).where(eq(ticketTypes.eventId, event.id)),
  ]);
  const questionIds = new Set(existing.map((q) => q.id));
  const ticketIds = new Set(tickets.map((t) => t.id));
  const errors: Record<string, string> = {};
  const rows = body.questions.map((q, i) => {
    const at = (field: string) => `questions.${i}.${field}`;
    if (q.id && !questionIds.has(q.id)) errors[at('id')] = MANAGE_EVENT_MESSAGES.unknownQuestion;
    const title = q.title.trim();
    if (!title) errors[at('title')] = MANAGE_EVENT_MESSAGES.required;
    const content = q.fieldType === 'dropdown' ? dropdownOptions(q.content).join('\n') : q.content.trim();
    if (q.fieldType === 'dropdown' && !content) errors[at('content')] = MANAGE_EVENT_MESSAGES.dropdownOptions;
    if (q.fieldType === 'terms' && !content) errors[at('content')] = MANAGE_EVENT_MESSAGES.termsText;
    if (q.onlyForTickets.some((id) => !ticketIds.has(id))) errors[at('onlyForTickets')] = MANAGE_EVENT_MESSAGES.unknownTicket;
    return {
      id: q.id,
      values: { fieldType: q.fieldType, title, content, required: q.required, onlyForTickets: [...new Set(q.onlyForTickets)], position: i },
    };
  });
  if (Object.keys(errors).length) throw invalid(errors);

  const kept = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  const removed = [...questionIds].filter((id) => !kept.has(id));
  await db.transaction(async (tx) => {
    if (removed.length) await tx.delete(eventQuestions).where(inArray(eventQuestions.id, removed));
    for (const row of rows) {
      if (row.id) await tx.update(eventQuestions).set(row.values).where(eq(eventQuestions.id, row.id));
      else await tx.insert(eventQuestions).values({ eventId: event.id, ...row.values });
    }
  });
  // The checkout reads the questions from the event page's cache.
  invalidateEventPage(event.id);
  const saved = await db.select().from(eventQuestions).where(eq(eventQuestions.eventId, event.id)).orderBy(asc(eventQuestions.position));
  return saved.map(toManagedQuestion);
}
