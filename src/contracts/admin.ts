import { z } from 'zod';
import { paged, text } from './common.ts';
import { ADMIN_LIMITS, ADMIN_MESSAGES } from './admin.messages.ts';
export * from './admin.messages.ts';

/**
 * The site admins' console (issue 33): search across the platform, platform figures by week, failed deliveries, and
 * the organizers list. Money is integer minor units of its currency; mixed currencies are listed apart, never summed.
 */

const money = z.number().int();
const iso = z.string();
/** A calendar day, 'YYYY-MM-DD' (UTC). */
const day = z.iso.date();

/* ---------------- search ---------------- */

export const adminSearchQuery = z.object({ q: text(ADMIN_LIMITS.searchMax).trim().min(1) });

export const userHit = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  admin: z.boolean(),
  developerZoneAllowed: z.boolean(),
  joinedAt: iso,
});
export type UserHit = z.infer<typeof userHit>;

export const organizationHit = z.object({ id: z.uuid(), name: z.string(), username: z.string(), developerZoneAllowed: z.boolean(), joinedAt: iso });
export type OrganizationHit = z.infer<typeof organizationHit>;

const ownerOf = { ownerName: z.string(), ownerUsername: z.string() };

export const eventHit = z.object({ id: z.uuid(), name: z.string(), startsAt: iso.nullable(), published: z.boolean(), ...ownerOf });
export type EventHit = z.infer<typeof eventHit>;

export const orderHit = z.object({
  id: z.uuid(),
  buyerName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  status: z.string(),
  total: money,
  currency: z.string(),
  createdAt: iso,
  /** The event's name, or null for a membership or a donation. */
  eventName: z.string().nullable(),
  transactionId: z.string().nullable(),
  ...ownerOf,
});
export type OrderHit = z.infer<typeof orderHit>;

/** Each group holds at most ADMIN_LIMITS.groupSize hits; `more` says a group had more. */
const group = <T extends z.ZodTypeAny>(hit: T) => z.object({ hits: z.array(hit), more: z.boolean() });

export const adminSearchReply = z.object({
  users: group(userHit),
  organizations: group(organizationHit),
  events: group(eventHit),
  orders: group(orderHit),
});
export type AdminSearchReply = z.infer<typeof adminSearchReply>;

/* ---------------- figures ---------------- */

export const figuresQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= ADMIN_LIMITS.maxFigureDays * 86_400_000, {
    message: ADMIN_MESSAGES.badRange,
    path: ['from'],
  });
export type FiguresQuery = z.infer<typeof figuresQuery>;

export const currencyFigures = z.object({ currency: z.string(), gmv: money, fees: money, orders: z.number().int() });

export const weekFigures = z.object({
  /** ISO week, '2026-W48'. */
  week: z.string(),
  /** Its Monday, 'YYYY-MM-DD'. */
  start: z.string(),
  orders: z.number().int(),
  /** GMV (what buyers paid) and platform fees, per currency. */
  money: z.array(currencyFigures),
  /** Owners with at least one paid order that week. */
  activeOrganizers: z.number().int(),
  newSignups: z.number().int(),
});
export type WeekFigures = z.infer<typeof weekFigures>;
export const figuresReply = z.object({ weeks: z.array(weekFigures) });
export type FiguresReply = z.infer<typeof figuresReply>;

/* ---------------- deliveries ---------------- */

export const failedMail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  error: z.string().nullable(),
  failedAt: iso,
  /** The server refused the address for good (5xx): it failed at once and is on the bounce list. */
  bounced: z.boolean(),
});
export type FailedMail = z.infer<typeof failedMail>;
export const failedMailReply = z.object({ failed: z.array(failedMail), total: z.number().int() });

export const pausedWebhook = z.object({
  id: z.uuid(),
  url: z.string(),
  ownerName: z.string(),
  ownerUsername: z.string(),
  pausedAt: iso,
  failingSince: iso.nullable(),
  lastError: z.string().nullable(),
});
export type PausedWebhook = z.infer<typeof pausedWebhook>;
export const pausedWebhooksReply = z.object({ paused: z.array(pausedWebhook) });
export const retriedReply = z.object({ retried: z.number().int() });

/* ---------------- organizers ---------------- */

export const organizersQuery = z.object({
  search: text(ADMIN_LIMITS.searchMax).trim().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(ADMIN_LIMITS.organizersPageSize),
});
export type OrganizersQuery = z.infer<typeof organizersQuery>;

export const organizerRow = z.object({
  id: z.uuid(),
  type: z.enum(['user', 'school']),
  name: z.string(),
  username: z.string(),
  events: z.number().int(),
  orders: z.number().int(),
  gmv: z.array(z.object({ currency: z.string(), amount: money })),
  joinedAt: iso,
});
export type OrganizerRow = z.infer<typeof organizerRow>;
export const organizersReply = paged(organizerRow);
export type OrganizersReply = z.infer<typeof organizersReply>;
