import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSIGHT_ENDPOINTS as E } from '../../../contracts/insight.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { claimPurchasePixel, eventPixels } from './pixels.service.ts';
import { eventTraffic, ownerTraffic } from './traffic.service.ts';

export const pixelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await serve(app, E.eventPixels, async (request) => eventPixels(db, config.pixelScriptsUrl, request.params.eventId));

  await serve(app, E.claimPurchasePixel, async (request) => ({ claim: await claimPurchasePixel(db, request.user, request.params.id) }));

  await serve(app, E.eventTraffic, async (request, _reply, access) => eventTraffic(db, access, request.query));

  await serve(app, E.ownerTraffic, async (request, _reply, access) => ownerTraffic(db, access, request.query));
};
