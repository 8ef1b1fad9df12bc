import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_ENDPOINTS as E } from '../../../contracts/site.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { serve } from '../../platform/http/serve.ts';
import { currentAlert, readOutbox, readOutboxAttachment, setAlert } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await serve(app, E.alert, async () => ({ alert: await currentAlert(db) }));

  await serve(app, E.saveAlert, async (request) => ({ alert: await setAlert(db, request.body.message) }));

  // The outbox does not exist in production: not registered there, so every caller gets 404 before any sign-in gate.
  if (config.env === 'production') return;

  await serve(app, E.outbox, async (_request, _reply, { user }) => ({ messages: await readOutbox(db, config, user) }));

  await serve(app, E.outboxAttachment, async (request, reply, { user }) => {
    const file = await readOutboxAttachment(db, config, user, request.params.id, request.params.index);
    return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).send(file.content);
  });
};
