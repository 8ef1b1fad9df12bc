import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_CANCEL_ENDPOINTS as E } from '../../../contracts/event-cancel.endpoints.ts';
import { EVENT_CANCEL_MESSAGES as M } from '../../../contracts/event-cancel.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { cancelEvent, eventLifecycle, postponeEvent, retryFailedRefunds } from './event-lifecycle.service.ts';

/** Postpone and cancel an event and its mass refund's progress; event admins only (declared on each endpoint). */
export const eventLifecycleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await serve(app, E.status, async (_request, _reply, { event }) => eventLifecycle(deps.db, event.id));

  await serve(app, E.cancel, async (request, _reply, { user, event }) => ({
    message: M.canceled,
    lifecycle: await cancelEvent(deps, user, event, request.body),
  }));

  await serve(app, E.retryFailed, async (_request, _reply, { event }) => ({
    message: M.retrying,
    lifecycle: await retryFailedRefunds(deps, event),
  }));

  await serve(app, E.postpone, async (request, _reply, { event }) => ({
    message: M.postponed,
    lifecycle: await postponeEvent(deps, event, request.body),
  }));
};
