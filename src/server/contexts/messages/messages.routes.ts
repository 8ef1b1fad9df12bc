import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES_ENDPOINTS as E } from '../../../contracts/messages.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { serve } from '../../platform/http/serve.ts';
import { countAudience } from './audience.ts';
import { assertAudienceOfEvent, getMessage, listMessages, previewMessage, sendMessage, sendTest } from './messages.service.ts';
import { unsubscribe, unsubscribeInfo } from './unsubscribe.service.ts';

/** Attendee messages (event admins, declared per endpoint) and the unsubscribe link (anyone holding it). */
export const messagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  await serve(app, E.list, async (request) => ({ messages: await listMessages(db, request.params.eventId) }));

  await serve(app, E.get, async (request) => ({ message: await getMessage(db, request.params.eventId, request.params.messageId) }));

  await serve(app, E.audience, async (request) => {
    await assertAudienceOfEvent(db, request.params.eventId, request.query);
    return { recipients: await countAudience(db, request.params.eventId, request.query) };
  });

  await serve(app, E.preview, async (request, _reply, access) => previewMessage(db, access, request.body));

  await serve(app, E.test, async (request, _reply, access) => sendTest(deps, access, request.body));

  await serve(app, E.send, async (request, _reply, access) => ({ message: await sendMessage(deps, access, request.body) }));

  await serve(app, E.unsubscribeInfo, async (request) => {
    await deps.limits.request(request, RATE_RULES.unsubscribe);
    return unsubscribeInfo(db, request.params.token);
  });

  await serve(app, E.unsubscribe, async (request) => {
    await deps.limits.request(request, RATE_RULES.unsubscribe);
    return unsubscribe(db, request.params.token);
  });
};
