import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';

export const REPORT_EXPORT_KINDS = ['revenue', 'orders', 'patrons', 'activity'] as const;
export const REPORT_EXPORT_STATUSES = ['pending', 'running', 'done', 'failed', 'canceled'] as const;

/**
 * A CSV export of a report (accounts-and-reporting 4 Export: preparing, cancel, done), written by a job to the
 * Storage port and downloaded by whoever asked for it. Progress is rows written of rows to write.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requestedById: uuid('requested_by_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REPORT_EXPORT_KINDS }).notNull(),
    /** The report's filters (search, dimension, order) as the list showed them. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: REPORT_EXPORT_STATUSES }).notNull().default('pending'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    fileName: text('file_name').notNull(),
    /** The Storage key of the finished file. */
    fileKey: text('file_key'),
    byteSize: integer('byte_size'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [index('report_exports_owner_idx').on(t.ownerId, t.createdAt)],
);

/** The Weekly Sales Report app of an owner (content-management 3 Weekly report config): up to 5 addresses. */
export const weeklySalesReports = pgTable(
  'weekly_sales_reports',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    emails: text('emails').array().notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('weekly_sales_reports_emails_check', sql`cardinality(${t.emails}) between 1 and 5`)],
);

/** Weeks already reported per owner: the Monday job inserts first and sends only when it inserted (once a week). */
export const weeklyReportSends = pgTable(
  'weekly_report_sends',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The Monday (yyyy-mm-dd, in the owner's timezone) the reported week starts on. */
    weekStart: text('week_start').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.weekStart] })],
);

/** 'Suggest an App' entries (content-management 3 App suggestion), kept for site admins and e-mailed to support. */
export const appSuggestions = pgTable('app_suggestions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
  appName: text('app_name').notNull(),
  problemDescription: text('problem_description').notNull(),
  idealSolution: text('ideal_solution').notNull(),
  contactInfo: text('contact_info').notNull(),
  userInfo: jsonb('user_info').$type<{ name: string; username: string; email: string }>().notNull(),
  createdAt: createdAt(),
});
