import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_CREATOR_ENDPOINTS as E } from '../../../contracts/event-creator.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { readConversation, sendMessage, startConversation } from './conversation.service.ts';

/** The AI event creator's conversation (buyer-side 7): start one for a managed profile, read it, send a message. */
export const eventCreatorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await serve(app, E.create, async (request, _reply, { user }) => startConversation(deps.db, user, request.query.ownerId));

  await serve(app, E.read, async (request, _reply, { user }) => readConversation(deps.db, user, request.params.uuid));

  await serve(app, E.send, async (request, _reply, { user }) => sendMessage(deps, user, request.params.uuid, request.body.message));
};
