import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_ENDPOINTS as E } from '../../../contracts/site.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { serve } from '../../platform/http/serve.ts';
import { currentAlert, readOutbox, readOutboxAttachment, setAlert } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await serve(app, E.alert, async () => ({ alert: await currentAlert(db) }));

  await serve(app, E.saveAlert, async (request) => ({ alert: await setAlert(db, requireUser(request), request.body.message) }));

  await serve(app, E.outbox, async (request) => {
    if (config.env === 'production') throw notFound();
    return { messages: await readOutbox(db, config, requireUser(request)) };
  });

  await serve(app, E.outboxAttachment, async (request, reply) => {
    if (config.env === 'production') throw notFound();
    const file = await readOutboxAttachment(db, config, requireUser(request), request.params.id, request.params.index);
    return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).send(file.content);
  });
};
