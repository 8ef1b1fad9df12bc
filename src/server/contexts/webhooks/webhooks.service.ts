import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_VALIDATION_MESSAGES as M,
  type createWebhookBody,
  type updateWebhookBody,
  type WebhookView,
  type webhooksQuery,
  type webhooksReply,
} from '../../../contracts/webhooks.ts';
import { isWebhookEventType, type WebhookEventType } from '../../../domain/webhooks.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { webhooks } from '../../platform/db/schema/index.ts';
import { htmlToText, sanitizeUserHtml } from '../../platform/html.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { addressRefusal } from './address-guard.ts';
import { lockFor } from '../../platform/db/locks.ts';

/**
 * An owner's webhooks (content-management 5 and 7 Webhooks): the form's checks in the spec's words, the signing
 * secret made once at creation, at most WEBHOOK_LIMITS.perOwner per owner, and Active / Paused.
 */

type WebhookRow = typeof webhooks.$inferSelect;
type WebhookFields = Omit<z.output<typeof createWebhookBody>, 'ownerId'>;
/** What the checks need of the configuration (config.webhooks): whether a loopback receiver is allowed. */
export interface UrlPolicy {
  allowLoopback: boolean;
}

export function webhookView(row: WebhookRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    status: row.status,
    eventTypes: row.eventTypes.filter(isWebhookEventType),
    secretKey: row.secretKey,
    createdAt: row.createdAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
  };
}

/** The owner's webhook, or 404 (another owner's id is not found either). */
export async function findWebhook(db: Queryable, ownerId: string, id: string): Promise<WebhookRow> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.ownerId, ownerId), eq(webhooks.id, id)))
    .limit(1);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/**
 * Only a URL the spec admits: https, a host, no credentials (they would be sent to the receiver on every call). A
 * literal IP address the delivery would refuse (address-guard.ts) is refused now; a host name is resolved only
 * when delivering, since what it resolves to may change.
 */
function urlProblem(url: string, policy: UrlPolicy): string | null {
  if (!url) return M.urlRequired;
  if (!/^https:\/\//i.test(url)) return M.urlHttps;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return M.urlInvalid;
  }
  if (!parsed.hostname || parsed.username || parsed.password) return M.urlInvalid;
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  return net.isIP(host) && addressRefusal(host, policy) ? M.urlPrivate : null;
}

/** The form's fields checked and as stored: sanitized description ('' without text), event types de-duplicated in catalog order. */
function checkedFields(body: WebhookFields, policy: UrlPolicy): { url: string; description: string; eventTypes: WebhookEventType[] } {
  const errors: Record<string, string> = {};
  const urlError = urlProblem(body.url, policy);
  if (urlError) errors.url = urlError;

  const description = sanitizeUserHtml(body.description, 'richText');
  const descriptionText = htmlToText(description);
  // Counted in characters as a person sees them (code points), not UTF-16 units.
  if ([...descriptionText].length > WEBHOOK_LIMITS.descriptionMax) errors.description = M.descriptionTooLong;

  const unknownType = body.eventTypes.find((t) => !isWebhookEventType(t));
  if (unknownType !== undefined) errors.eventTypes = M.eventTypeUnknown(unknownType);
  else if (!body.eventTypes.length) errors.eventTypes = M.eventsRequired;

  if (Object.keys(errors).length) throw invalid(errors);
  const chosen = new Set(body.eventTypes);
  return { url: body.url, description: descriptionText ? description : '', eventTypes: WEBHOOK_EVENT_TYPES.filter((t) => chosen.has(t)) };
}

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 random bytes. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** Newest first. */
export async function listWebhooks(
  db: Db,
  ownerId: string,
  query: Omit<z.output<typeof webhooksQuery>, 'ownerId'>,
): Promise<z.input<typeof webhooksReply>> {
  const where = eq(webhooks.ownerId, ownerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhooks)
      .where(where)
      .orderBy(desc(webhooks.createdAt), desc(webhooks.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(webhooks).where(where),
  ]);
  return { data: rows.map(webhookView), page: query.page, perPage: query.perPage, totalCount: total?.n ?? 0 };
}

/**
 * A new webhook: no status yet (delivered to like an active one). The owner's webhooks are counted under a lock
 * on the owner, so two creations at the limit cannot both pass.
 */
export async function createWebhook(db: Db, policy: UrlPolicy, ownerId: string, body: WebhookFields): Promise<WebhookView> {
  const fields = checkedFields(body, policy);
  return db.transaction(async (tx) => {
    await lockFor(tx, `webhooks:${ownerId}`);
    const [existing] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.ownerId, ownerId));
    if ((existing?.n ?? 0) >= WEBHOOK_LIMITS.perOwner) throw new AppError('conflict', M.tooMany);
    const [row] = await tx
      .insert(webhooks)
      .values({ ownerId, ...fields, status: null, secretKey: newSecret() })
      .returning();
    return webhookView(row!);
  });
}

/**
 * An edit. Resuming a paused webhook, or pointing it at another URL, starts its failure clock afresh (the 5-day
 * pause counts failures of this endpoint since it was last set going). Decided in the statement itself, so a
 * pause the delivery worker writes at the same moment is not lost.
 */
export async function updateWebhook(
  db: Db,
  policy: UrlPolicy,
  ownerId: string,
  id: string,
  body: z.output<typeof updateWebhookBody>,
): Promise<WebhookView> {
  const fields = checkedFields(body, policy);
  const resumed = body.status === 'active' ? sql`${webhooks.status} = 'inactive'` : sql`false`;
  const [row] = await db
    .update(webhooks)
    .set({
      ...fields,
      status: body.status,
      failingSince: sql`case when ${resumed} or ${webhooks.url} <> ${fields.url} then null else ${webhooks.failingSince} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(webhooks.ownerId, ownerId), eq(webhooks.id, id)))
    .returning();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return webhookView(row);
}

/** Deletes the webhook; its logs go with it (cascade). Orders and the outbox are untouched. */
export async function removeWebhook(db: Db, ownerId: string, id: string): Promise<void> {
  const removed = await db
    .delete(webhooks)
    .where(and(eq(webhooks.ownerId, ownerId), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  if (!removed.length) throw notFound(WEBHOOK_MESSAGES.notFound);
}
