import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_LISTS_ENDPOINTS as E } from '../../../contracts/private-lists.endpoints.ts';
import { PRIVATE_LIST_LIMITS } from '../../../contracts/private-lists.messages.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { createList, deleteList, findOwnedList, listLists, listView, renameList } from './lists.service.ts';
import { addMembers } from './member-import.service.ts';
import { listMembers, memberEmails, removeMember } from './members.service.ts';

/**
 * A 50,000-address import is one request (content-management 5 Bulk import): up to 50,000 addresses of at most 254
 * characters with their JSON quotes and commas. Every other route keeps the app's 1 MB.
 */
const IMPORT_BODY_LIMIT = PRIVATE_LIST_LIMITS.importMax * 258 + 4096;

/**
 * Private access lists (content-management 7 Private lists). Every call names the managed profile (ownerId), whose
 * gate each endpoint declares (contracts/private-lists.endpoints.ts); a list is found by its id and that owner.
 */
export const privateListsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, jobs, limits }) => {
  app.addHook('onRoute', (route) => {
    if (route.url === E.addMembers.path) route.bodyLimit = IMPORT_BODY_LIMIT;
  });

  await serve(app, E.lists, async (request, _reply, { profile }) => listLists(db, profile.id, request.query.search));

  await serve(app, E.list, async (request, _reply, { profile }) => listView(db, request.params.id, profile.id));

  await serve(app, E.createList, async (request, _reply, { profile }) => createList(db, profile.id, request.body.name));

  await serve(app, E.renameList, async (request, _reply, { profile }) => renameList(db, request.params.id, profile.id, request.body.name));

  await serve(app, E.deleteList, async (request, _reply, { profile }) => {
    await deleteList(db, request.params.id, profile.id);
    return { ok: true as const };
  });

  await serve(app, E.memberEmails, async (request, _reply, { profile }) =>
    memberEmails(db, (await findOwnedList(db, request.params.id, profile.id)).id),
  );

  await serve(app, E.members, async (request, _reply, { profile }) => {
    const list = await findOwnedList(db, request.query.customUserListId, profile.id);
    return listMembers(db, list.id, request.query);
  });

  await serve(app, E.addMembers, async (request, _reply, { user, profile }) => addMembers({ db, jobs, limits }, user, profile.id, request.body));

  await serve(app, E.removeMember, async (request, _reply, { profile }) => {
    await removeMember(db, profile.id, request.query.customUserListId, request.params.id);
    return { ok: true as const };
  });
};
