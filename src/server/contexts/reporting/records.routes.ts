import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTING_ENDPOINTS as E } from '../../../contracts/reporting.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { listActivities } from './activities.service.ts';
import { listPatrons, patronDetail } from './patrons.service.ts';
import { listOrders, orderDetail } from './transactions.service.ts';

/** The record lists behind the Orders, Patrons and Activity tabs and the order and patron pages (the report gate). */
export const recordsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.transactions, async (request, _reply, { profile }) => listOrders(db, profile, request.query));

  await serve(app, E.transaction, async (request, _reply, { profile }) => orderDetail(db, profile, request.params.id));

  await serve(app, E.patrons, async (request, _reply, { profile }) => listPatrons(db, profile, request.query));

  await serve(app, E.patron, async (request, _reply, { profile }) => {
    const id = request.params.id === 'null' ? null : request.params.id;
    return patronDetail(db, profile, id, request.query.email);
  });

  await serve(app, E.activities, async (request, _reply, { profile }) => listActivities(db, profile, request.query));
};
