import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CheckedInfo, CheckoutQuestion } from '../../../domain/checkout.ts';

/** A terms (waiver) text's name in terms_texts and in the answers that agreed to it: its SHA-256, hex. */
export const termsHash = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

/**
 * The checked information with each terms answer naming the text it answered (by hash), and those texts: the words
 * a buyer agreed to stay readable on the ticket however the organizer edits the question later.
 */
export function withTermsTexts(
  info: CheckedInfo,
  questions: readonly CheckoutQuestion[],
): { info: CheckedInfo; texts: { hash: string; content: string }[] } {
  const terms = new Map(questions.filter((q) => q.fieldType === 'terms').map((q) => [q.id, { hash: termsHash(q.content), content: q.content }]));
  if (!terms.size) return { info, texts: [] };
  const attendees = new Map(
    [...info.attendees].map(([id, p]) => [
      id,
      { ...p, answers: p.answers.map((a) => (terms.has(a.questionId) ? { ...a, termsHash: terms.get(a.questionId)!.hash } : a)) },
    ]),
  );
  return { info: { ...info, attendees }, texts: [...terms.values()] };
}

/** The statement (a CTE of the info step's save) storing the texts not stored yet. */
export function storeTermsTexts(texts: readonly { hash: string; content: string }[]) {
  return sql`insert into terms_texts (hash, content)
    select v.hash, v.content from jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) as v(hash text, content text)
    on conflict (hash) do nothing returning hash`;
}
