import type { Queryable } from '../db/client.ts';

/**
 * What an e-mail is for, carried in its job's payload so that its fate reaches the row it belongs to: an attendee
 * message's recipient is marked failed when its e-mail fails for good, and sent again when an admin's retry delivers
 * it. A kind and a row id, never a token or a link (the payload is shown to the site admins).
 */
export const MAIL_REF_KINDS = ['message_recipient'] as const;
export type MailRefKind = (typeof MAIL_REF_KINDS)[number];

export interface MailRef {
  kind: MailRefKind;
  id: string;
}

/** What the context that owns a kind does with its e-mails' outcomes (both idempotent: a job may run twice). */
export interface MailRefHandler {
  /** The e-mail failed for good (a day of retries, or refused at once): in the dead letter's transaction. */
  failed(tx: Queryable, id: string): Promise<void>;
  /** The e-mail was delivered (after an admin's retry of a failed one, say). */
  delivered(db: Queryable, id: string): Promise<void>;
}

let wired: Partial<Record<MailRefKind, MailRefHandler>> | null = null;

/**
 * The port a higher context provides (wired by the composition root, src/server/ports.ts): platform/mail, below every
 * context, tells the owner of a kind what became of its e-mails without importing it.
 */
export function provideMailRefHandlers(handlers: Record<MailRefKind, MailRefHandler>): void {
  wired = handlers;
}

function handlerOf(ref: MailRef): MailRefHandler {
  const handler = wired?.[ref.kind];
  // An unwired process fails loudly (the job retries) instead of leaving the row saying what did not happen.
  if (!handler) throw new Error(`No handler for e-mails of kind ${ref.kind}: call wirePorts() (src/server/ports.ts) at start`);
  return handler;
}

/** Tells the owner of `ref` that its e-mail failed for good; an e-mail without one (older jobs, most e-mails) has nobody to tell. */
export async function mailFailedFor(tx: Queryable, ref: MailRef | undefined): Promise<void> {
  if (ref) await handlerOf(ref).failed(tx, ref.id);
}

/** Tells the owner of `ref` that its e-mail was delivered. */
export async function mailDeliveredFor(db: Queryable, ref: MailRef | undefined): Promise<void> {
  if (ref) await handlerOf(ref).delivered(db, ref.id);
}
