import { desc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { devEventRowsReply } from '../../../contracts/analytics.ts';
import type { Db } from '../../platform/db/client.ts';
import { analyticsActions, analyticsSessions, analyticsWebVitals } from '../../platform/db/schema/index.ts';

/** How many of the newest actions the dev route reads: a test's visit, never a report. */
const NEWEST = 200;

/**
 * The newest actions of an event, the sessions they belong to (with those that landed on its page) and those sessions'
 * web vitals: what the e2e suite checks after a visit. Development and test only (the route is not registered in production).
 */
export async function eventRows(db: Db, eventId: string): Promise<z.input<typeof devEventRowsReply>> {
  const actions = await db
    .select({
      id: analyticsActions.id,
      sessionId: analyticsActions.sessionId,
      name: analyticsActions.actionName,
      path: analyticsActions.path,
      organizerId: analyticsActions.organizerId,
    })
    .from(analyticsActions)
    .where(eq(analyticsActions.eventId, eventId))
    .orderBy(desc(analyticsActions.createdAt))
    .limit(NEWEST);
  const sessionIds = [...new Set(actions.map((a) => a.sessionId))];
  const sessions = await db
    .select({
      id: analyticsSessions.id,
      organizerId: analyticsSessions.organizerId,
      browser: analyticsSessions.browser,
      os: analyticsSessions.os,
      device: analyticsSessions.device,
      referrer: analyticsSessions.referrer,
      promoter: analyticsSessions.promoter,
      environment: analyticsSessions.environment,
    })
    .from(analyticsSessions)
    .where(or(eq(analyticsSessions.eventId, eventId), sessionIds.length > 0 ? inArray(analyticsSessions.id, sessionIds) : undefined))
    .orderBy(desc(analyticsSessions.createdAt))
    .limit(NEWEST);
  const vitals =
    sessions.length === 0
      ? []
      : await db
          .select({
            sessionId: analyticsWebVitals.sessionId,
            name: analyticsWebVitals.metricName,
            value: analyticsWebVitals.value,
            rating: analyticsWebVitals.rating,
            navigationType: analyticsWebVitals.navigationType,
          })
          .from(analyticsWebVitals)
          .where(
            inArray(
              analyticsWebVitals.sessionId,
              sessions.map((s) => s.id),
            ),
          )
          .orderBy(desc(analyticsWebVitals.createdAt))
          .limit(NEWEST);
  return { sessions, actions, vitals };
}
