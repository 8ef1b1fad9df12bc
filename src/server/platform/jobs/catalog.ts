import { z } from 'zod';
import { mailAccessibilityProblems } from '../mail/mail-accessibility.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { MAIL_REF_KINDS } from '../mail/mail-refs.ts';
import type { ProviderEvent } from '../payments/provider.ts';
import { retryFor, type QueuePolicy } from './retry.ts';

// Payload schemas live here: platform/jobs validates them and may not import contexts, and they are internal (not contracts).

/*
 * The one catalog of jobs: queue name -> payload schema and policy. A queue name is written as a string literal
 * here only: everything else uses these constants or `QueueName`.
 */

/** Outgoing e-mail (platform/mail). */
export const MAIL_QUEUE = 'mail.send';
/** Where an e-mail's data goes once its day of retries is over (the dead letter of MAIL_QUEUE). */
export const MAIL_FAILED_QUEUE = 'mail.failed';
/** Provider events (a verified webhook, or the sandbox's own), handled by checkout's worker. */
export const PAYMENT_EVENTS_QUEUE = 'payments.event';
/** The job the tickets context handles: the one confirmation e-mail of a completed order. */
export const ORDER_COMPLETED_QUEUE = 'checkout.order-completed';
/** Every minute: releases expired holds and times out orders still choosing or paying. */
export const SWEEP_HOLDS_QUEUE = 'checkout.sweep-holds';
/** Every minute, and once at start: asks the provider about payments whose events may be lost. */
export const RECONCILE_QUEUE = 'checkout.reconcile-payments';
/** Daily: the sandbox pays each connected owner the net of the previous day's orders. */
export const SANDBOX_PAYOUTS_QUEUE = 'payouts.sandbox';
/** Every minute: ends abandoned membership checkouts, renews memberships, retries failed renewals, expires the ended. */
export const MEMBERSHIP_SWEEP_QUEUE = 'memberships.sweep';
/** One membership e-mail (welcome, receipt, failed renewal, cancelled, ended), rendered once per job. */
export const MEMBERSHIP_MAIL_QUEUE = 'memberships.mail';
/** Every 10 minutes: deletes the files of unfinished video uploads whose session expired. */
export const VIDEO_UPLOADS_SWEEP_QUEUE = 'videos.sweep-uploads';
/** A published video's processing starts here: probe the upload, then hand the encoding to its own job. */
export const VIDEO_PROCESS_QUEUE = 'videos.process';
/** The poster and the HLS renditions of one video (ffmpeg), one at a time per worker, expiring by the video's length. */
export const VIDEO_ENCODE_QUEUE = 'videos.encode';
/** Where a processing or encoding job lands once it has failed for good: the video is marked failed. */
export const VIDEO_PROCESSING_FAILED_QUEUE = 'videos.processing-failed';
/** Every 10 minutes: the blurred posters of videos processed before they were made (issue 26). */
export const VIDEO_BLUR_POSTERS_QUEUE = 'videos.blur-posters';
/** An ended broadcast's recording becomes its replay: a video of the owner's library, processed as uploads are. */
export const BROADCAST_REPLAY_QUEUE = 'broadcasts.replay';
/** The share-code e-mails of up to 1,000 people just added to a private list: one job per batch of an import. */
export const LIST_SHARE_CODE_MAILS_QUEUE = 'lists.share-code-mails';
/** One report's CSV export (contexts/reporting): pages through the report into a file in storage, with progress. */
export const REPORT_EXPORT_QUEUE = 'reporting.export';
/** Where an export job lands once it has failed for good: the export shows 'Export failed, please try again'. */
export const REPORT_EXPORT_FAILED_QUEUE = 'reporting.export-failed';
/** Hourly: deletes the exports (and their files) older than a day. */
export const REPORT_EXPORTS_SWEEP_QUEUE = 'reporting.sweep-exports';
/** Mondays 08:00 UTC: queues the owners with the Weekly Sales Report app, 100 to a job of the next queue. */
export const WEEKLY_SALES_REPORT_QUEUE = 'apps.weekly-sales-report';
/** Last week's report e-mails of up to 100 owners, each owner's once a week. */
export const WEEKLY_SALES_REPORT_OWNERS_QUEUE = 'apps.weekly-sales-report-owners';
/** Nightly on the embedded database only (PGlite runs no autovacuum): VACUUM ANALYZE, as autovacuum would. */
export const DATABASE_MAINTENANCE_QUEUE = 'platform.vacuum';
/** One attempt of one webhook delivery (contexts/webhooks): the delivery's own retry schedule sends the next. */
export const WEBHOOK_DELIVER_QUEUE = 'webhooks.deliver';
/** Every minute: re-sends the job of a pending webhook delivery whose attempt is long overdue (its job was lost). */
export const WEBHOOK_SWEEP_QUEUE = 'webhooks.sweep';
/** The AI event creator's reply to one message (contexts/event-creator): a model call, or the offline assistant. */
export const EVENT_CREATOR_REPLY_QUEUE = 'event-creator.reply';
/** Where a reply job lands once it has failed for good: the conversation shows 'Something went wrong.' with Resend. */
export const EVENT_CREATOR_REPLY_FAILED_QUEUE = 'event-creator.reply-failed';
/** Daily: rolls up the last two days of analytics into analytics_daily (contexts/analytics). */
export const ANALYTICS_ROLLUP_QUEUE = 'analytics.rollup';
/** Hourly: deletes raw analytics rows older than 90 days, a few minutes' worth at a time. */
export const ANALYTICS_PRUNE_QUEUE = 'analytics.prune';
/** One batch of a cancelled event's mass refund (contexts/tickets/mass-refund.service.ts); it sends the next. */
export const MASS_REFUND_QUEUE = 'tickets.mass-refund';
/** Hourly: deletes the offline door lists (their signing keys) a month past their expiry; their scans stay. */
export const DOOR_LISTS_PURGE_QUEUE = 'tickets.purge-door-lists';
/** One batch of an attendee message (contexts/messages): as many e-mails as the mail rate allows, then the next batch. */
export const MESSAGE_SEND_QUEUE = 'messages.send';
/** Every minute: new sales become team members' notifications, and their e-mail digests go out. */
export const SALE_NOTICES_QUEUE = 'messages.sale-notices';
export const MEMBERSHIP_MAIL_KINDS = ['welcome', 'receipt', 'payment_failed', 'cancelled', 'expired'] as const;

const HOUR = 3600;
const DAY = 24 * HOUR;
const once = (expireInSeconds: number): QueuePolicy => ({ expireInSeconds, retryLimit: 0, retryDelay: 0, retryDelayMax: 0 });

/** Scheduled jobs carry nothing (pg-boss's schedule sends `{}`). */
const noPayload = z.object({});
/** The videos context's jobs name their video. */
const videoJob = z.object({ videoId: z.uuid() });
/** A reply job names its conversation and the organizer's message it answers. */
const creatorReplyJob = z.object({ creatorId: z.uuid(), messageId: z.uuid() });
/** A report export job names its export. */
const reportExportJob = z.object({ exportId: z.uuid() });

/** Every e-mail, checked when it is enqueued: a plain-text part and alt text on its images (mail-accessibility.ts). */
const mailMessage = z
  .object({
    to: z.string().min(1),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() })).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    // Optional: jobs enqueued before it existed, and e-mails nothing waits on, have none.
    ref: z.object({ kind: z.enum(MAIL_REF_KINDS), id: z.uuid() }).optional(),
  })
  .superRefine((message, ctx) => {
    for (const problem of mailAccessibilityProblems(message)) ctx.addIssue({ code: 'custom', message: problem });
  }) satisfies z.ZodType<MailMessage, MailMessage>;

const providerEvent = z.object({
  id: z.string().min(1),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.processing', 'payout.paid', 'other']),
  paymentId: z.string().optional(),
  accountId: z.string().optional(),
  payout: z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), paidAt: z.string() }).optional(),
  raw: z.unknown(),
}) satisfies z.ZodType<ProviderEvent, ProviderEvent>;

export interface JobDefinition {
  /** Checked on send (a bad payload is refused) and before the handler runs (a bad one fails for good). */
  payload: z.ZodType<object>;
  policy: QueuePolicy;
  /** How many of the queue's jobs one worker process runs at once (default 50); 1 for jobs that fill the CPUs. */
  batchSize?: number;
}

/**
 * Every queue the worker serves (pg-boss 10 needs each created before use), with its payload and policy. Expiries
 * match each job's real duration (they cap a job that hangs; a dead worker's job runs again within a minute by
 * its lease, leases.ts); e-mail retries for a day (an SMTP outage delays mail, then admins are told); scheduled jobs do not retry
 * (the next run does their work). The dead-letter queue comes before the queue that names it.
 */
export const JOBS = {
  // One transaction of up to MAIL_RATE_PER_MINUTE e-mails (seconds); claimed rows make a re-run send nothing twice.
  // The next batch is its own job, sent in the batch's transaction.
  [MESSAGE_SEND_QUEUE]: {
    payload: z.object({ messageId: z.uuid() }),
    policy: retryFor(DAY, { expireInSeconds: 120, retryDelay: 10, retryDelayMax: 900 }),
  },
  // A few hundred outbox events and the due digests: seconds. The next minute's run takes the rest.
  [SALE_NOTICES_QUEUE]: { payload: noPayload, policy: once(120) },
  [MAIL_FAILED_QUEUE]: { payload: mailMessage, policy: retryFor(HOUR, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 300 }) },
  [MAIL_QUEUE]: {
    payload: mailMessage,
    policy: retryFor(DAY, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 900, deadLetter: MAIL_FAILED_QUEUE }),
  },
  [PAYMENT_EVENTS_QUEUE]: { payload: providerEvent, policy: retryFor(HOUR, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 300 }) },
  // Renders the tickets PDF (well under a second; a batch of 50 in seconds), then enqueues the e-mail once per order
  // (mail_once), so a slow job that expires and runs again sends nothing twice.
  [ORDER_COMPLETED_QUEUE]: {
    payload: z.object({ orderId: z.uuid() }),
    policy: retryFor(DAY, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 900 }),
  },
  [SWEEP_HOLDS_QUEUE]: { payload: noPayload, policy: once(60) },
  // Seconds on an embedded database's size; the next night's run covers a missed one.
  [DATABASE_MAINTENANCE_QUEUE]: { payload: noPayload, policy: once(300) },
  // `before`: the start's own run reconciles the payments created before the process started.
  [RECONCILE_QUEUE]: { payload: z.object({ before: z.iso.datetime({ offset: true }).optional() }), policy: once(120) },
  [SANDBOX_PAYOUTS_QUEUE]: {
    payload: noPayload,
    policy: retryFor(6 * HOUR, { expireInSeconds: 300, retryDelay: 60, retryDelayMax: 1800 }),
  },
  // A batch of renewals charges the sandbox's saved cards (milliseconds each); the next minute's run takes the rest.
  [MEMBERSHIP_SWEEP_QUEUE]: { payload: noPayload, policy: once(120) },
  // Renders one e-mail and enqueues it once per job (mail_once), like the order confirmation.
  [MEMBERSHIP_MAIL_QUEUE]: {
    payload: z.object({ kind: z.enum(MEMBERSHIP_MAIL_KINDS), subscriptionId: z.uuid(), orderId: z.uuid().optional() }),
    policy: retryFor(DAY, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 900 }),
  },
  // A batch of 100 file deletions takes well under a second; the next run takes the rest.
  [VIDEO_UPLOADS_SWEEP_QUEUE]: { payload: noPayload, policy: once(120) },
  // 50 posters of about 50 ms of ffmpeg each; the next run takes the rest.
  [VIDEO_BLUR_POSTERS_QUEUE]: { payload: noPayload, policy: once(120) },
  // Sent with its own expiry from the recording's length (contexts/broadcasts/replay.service.ts): the job copies the
  // recording beside the uploads and hands it to the videos' processing, whose encode job has its own expiry.
  [BROADCAST_REPLAY_QUEUE]: {
    payload: z.object({ broadcastId: z.uuid(), storageKey: z.string().min(1).max(1000), durationSeconds: z.number().min(0) }),
    policy: retryFor(DAY, { expireInSeconds: 120, retryDelay: 30, retryDelayMax: 1800 }),
  },
  [VIDEO_PROCESSING_FAILED_QUEUE]: { payload: videoJob, policy: retryFor(DAY, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 900 }) },
  // ffprobe reads a header in well under a second, even of a 5 GB file (a copy of the original, without ffmpeg, takes
  // longer: it is a hard link on the same disk).
  [VIDEO_PROCESS_QUEUE]: {
    payload: videoJob,
    policy: retryFor(DAY, { expireInSeconds: 120, retryDelay: 30, retryDelayMax: 1800, deadLetter: VIDEO_PROCESSING_FAILED_QUEUE }),
  },
  // Every job is sent with its own expiry, from the video's length (contexts/videos/video-processing.service.ts);
  // this default only covers one sent without. A file ffmpeg cannot read fails the video at once; other errors (a
  // stopped worker, a full disk) retry twice, then the dead letter marks the video failed.
  [VIDEO_ENCODE_QUEUE]: {
    payload: videoJob,
    policy: { expireInSeconds: 300, retryLimit: 2, retryDelay: 60, retryDelayMax: 60, deadLetter: VIDEO_PROCESSING_FAILED_QUEUE },
    batchSize: 1,
  },
  // Enqueues up to 1,000 e-mails in one transaction (a second or two), each once per member (mail_once).
  [LIST_SHARE_CODE_MAILS_QUEUE]: {
    payload: z.object({ memberIds: z.array(z.uuid()).min(1).max(1000) }),
    policy: retryFor(DAY, { expireInSeconds: 120, retryDelay: 10, retryDelayMax: 900 }),
  },
  [REPORT_EXPORT_FAILED_QUEUE]: { payload: reportExportJob, policy: retryFor(DAY, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 900 }) },
  // Every job is sent with its own expiry (contexts/reporting/exports.service.ts: a million rows take minutes); this
  // default only covers one sent without. Each try starts the file over; after two retries the dead letter marks the
  // export failed. Two at a time per worker: each one pages through the database.
  [REPORT_EXPORT_QUEUE]: {
    payload: reportExportJob,
    policy: { expireInSeconds: 300, retryLimit: 2, retryDelay: 5, retryDelayMax: 30, deadLetter: REPORT_EXPORT_FAILED_QUEUE },
    batchSize: 2,
  },
  // Deletes up to 500 exports' files and rows in seconds; the next hour takes the rest.
  [REPORT_EXPORTS_SWEEP_QUEUE]: { payload: noPayload, policy: once(120) },
  // Pages through the configured owners and sends a job per 100 (a thousand jobs in seconds). Unlike other scheduled
  // jobs these retry, for the next run is a week away; a batch sent twice sends nothing twice (weekly_report_sends).
  [WEEKLY_SALES_REPORT_QUEUE]: { payload: noPayload, policy: retryFor(6 * HOUR, { expireInSeconds: 120, retryDelay: 60, retryDelayMax: 1800 }) },
  // A few queries and one transaction per owner: 100 owners in seconds. `at` is the Monday run that names the week.
  [WEEKLY_SALES_REPORT_OWNERS_QUEUE]: {
    payload: z.object({ ownerIds: z.array(z.uuid()).min(1).max(100), at: z.iso.datetime({ offset: true }) }),
    policy: retryFor(6 * HOUR, { expireInSeconds: 120, retryDelay: 60, retryDelayMax: 1800 }),
  },
  // One HTTPS request (10 s at most) and a transaction. No pg-boss retries: the delivery's schedule (over a day) sends
  // each next attempt as a new job, and a lost job is re-sent by the sweep. `attempt` is the attempts made in the
  // delivery's current round: a stale or duplicate job no longer matches it and does nothing.
  [WEBHOOK_DELIVER_QUEUE]: { payload: z.object({ deliveryId: z.uuid(), attempt: z.number().int().min(0) }), policy: once(60), batchSize: 50 },
  [WEBHOOK_SWEEP_QUEUE]: { payload: noPayload, policy: once(60) },
  [EVENT_CREATOR_REPLY_FAILED_QUEUE]: {
    payload: creatorReplyJob,
    policy: retryFor(HOUR, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 300 }),
  },
  // Every job is sent with its own expiry, from AI_TIMEOUT_SECONDS (contexts/event-creator/conversation.service.ts):
  // a reply is one model call (all its repair rounds share the time limit), then one transaction. One retry, 5 s
  // later, covers a provider's passing error while the organizer still watches 'Thinking' (the page polls every
  // 2 s); a second failure marks the conversation failed, and Resend queues a new job. The SDK's own retries are off.
  [EVENT_CREATOR_REPLY_QUEUE]: {
    payload: creatorReplyJob,
    policy: { expireInSeconds: 90, retryLimit: 1, retryDelay: 5, retryDelayMax: 5, deadLetter: EVENT_CREATOR_REPLY_FAILED_QUEUE },
  },
  // Two grouped inserts over a day's actions each: seconds to a minute on a busy day. Idempotent (each day is
  // recomputed whole), so it retries; the next night would be too late for yesterday's row in the Stats.
  [ANALYTICS_ROLLUP_QUEUE]: { payload: noPayload, policy: retryFor(6 * HOUR, { expireInSeconds: 300, retryDelay: 60, retryDelayMax: 1800 }) },
  // Deletes in 10,000-row statements for at most 2 minutes (contexts/analytics/prune.ts); the next hour goes on.
  [ANALYTICS_PRUNE_QUEUE]: { payload: noPayload, policy: once(300) },
  // 25 provider refunds of a second or two each and their transactions: well under a minute. Retried for a day (a
  // batch run twice refunds nothing twice: each order's key and state), so a dead worker's batch runs again.
  [MASS_REFUND_QUEUE]: {
    payload: z.object({ massRefundId: z.uuid() }),
    policy: retryFor(DAY, { expireInSeconds: 120, retryDelay: 10, retryDelayMax: 900 }),
  },
  // Deletes 500 lists a statement for at most a minute (contexts/tickets/door-list-purge.ts): an hour's lists take
  // one or two statements; the next hour goes on from a backlog.
  [DOOR_LISTS_PURGE_QUEUE]: { payload: noPayload, policy: once(120) },
} as const satisfies Record<string, JobDefinition>;

export type JobCatalog = typeof JOBS;
export type QueueName = keyof JobCatalog;
/** What a sender gives for a queue's job. */
export type JobInput<Q extends QueueName> = z.input<JobCatalog[Q]['payload']>;
/** What a queue's handler receives: the payload as its schema parsed it. */
export type JobData<Q extends QueueName> = z.output<JobCatalog[Q]['payload']>;

export const QUEUE_NAMES = Object.keys(JOBS) as QueueName[];

/** Each queue's policy (expiry, retries, dead letter). */
export const QUEUES = Object.fromEntries(QUEUE_NAMES.map((name) => [name, JOBS[name].policy])) as Readonly<Record<QueueName, QueuePolicy>>;
