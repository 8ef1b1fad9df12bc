import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxAttachmentParams, outboxReply, siteAlertBody, siteAlertReply } from '../../../contracts/site.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { currentAlert, readOutbox, readOutboxAttachment, setAlert } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/api/v1/site_alert',
    { schema: { tags: ['site'], summary: 'The message of the global alert bar, or null', response: { 200: siteAlertReply } } },
    async () => ({ alert: await currentAlert(db) }),
  );

  app.put(
    '/api/v1/site_alert',
    {
      schema: {
        tags: ['site'],
        summary: 'Replace the alert bar message (site admins); null or blank clears it',
        body: siteAlertBody,
        response: { 200: siteAlertReply },
      },
    },
    async (request) => ({ alert: await setAlert(db, requireUser(request), request.body.message) }),
  );

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['site'],
        summary: 'E-mails in the built-in outbox, newest first (not in production)',
        response: { 200: outboxReply },
      },
    },
    async (request) => {
      if (config.env === 'production') throw notFound();
      return { messages: await readOutbox(db, config, requireUser(request)) };
    },
  );

  app.get(
    '/api/dev/outbox/:id/attachments/:index',
    {
      schema: {
        tags: ['site'],
        summary: 'One attachment of an outbox e-mail, to whom may read the e-mail (not in production)',
        params: outboxAttachmentParams,
      },
    },
    async (request, reply) => {
      if (config.env === 'production') throw notFound();
      const file = await readOutboxAttachment(db, config, requireUser(request), request.params.id, request.params.index);
      return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).send(file.content);
    },
  );
};
