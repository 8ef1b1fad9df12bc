import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTING_ENDPOINTS as E } from '../../../contracts/reporting.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { listActivities } from './activities.service.ts';
import { listPatrons, patronDetail } from './patrons.service.ts';
import { requireReportAccess } from './report-access.ts';
import { listOrders, orderDetail } from './transactions.service.ts';

/** The record lists behind the Orders, Patrons and Activity tabs and the order and patron pages (report access). */
export const recordsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.transactions, async (request) => {
    const { profile } = await requireReportAccess(db, request.user, request.query.ownerId);
    return listOrders(db, profile, request.query);
  });

  await serve(app, E.transaction, async (request) => {
    const { profile } = await requireReportAccess(db, request.user, request.query.ownerId);
    return orderDetail(db, profile, request.params.id);
  });

  await serve(app, E.patrons, async (request) => {
    const { profile } = await requireReportAccess(db, request.user, request.query.ownerId);
    return listPatrons(db, profile, request.query);
  });

  await serve(app, E.patron, async (request) => {
    const { profile } = await requireReportAccess(db, request.user, request.query.ownerId);
    const id = request.params.id === 'null' ? null : request.params.id;
    return patronDetail(db, profile, id, request.query.email);
  });

  await serve(app, E.activities, async (request) => {
    const { profile } = await requireReportAccess(db, request.user, request.query.ownerId);
    return listActivities(db, profile, request.query);
  });
};
