import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENTS_MANAGEMENT_ENDPOINTS as E } from '../../../contracts/events-management.endpoints.ts';
import { EVENT_CATEGORIES } from '../../../domain/events.ts';
import type { AppDeps } from '../../app.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { serve } from '../../platform/http/serve.ts';
import { businessEvents, businessEventsCsv } from './business-events.service.ts';
import { addCollaborator, removeCollaborator, updateCollaborator } from './collaborators.service.ts';
import { cancelCollaboratorInvitation, inviteCollaborator, resendCollaboratorInvitation } from './collaborator-invitations.service.ts';
import { requireEventAccess } from '../../platform/access/event-access.ts';
import { createEvent, deleteEvent, managedEvent, publishEvent, updateEventDetails } from './events.service.ts';
import { replaceOccurrences } from './occurrences.service.ts';
import { replaceQuestions } from './questions.service.ts';
import { replaceTicketTypes } from './ticket-types.service.ts';

/**
 * Event management: each endpoint declares its gate (contracts/events-management.endpoints.ts), the event gate
 * (managers of the owner profile, collaborators by access setting) or the owner profile's; handlers get what it resolved.
 */
export const eventsManagementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, jobs, limits }) => {
  const invitationDeps = { db, jobs, config, limits };

  await serve(app, E.categories, async () => ({ categories: EVENT_CATEGORIES.map((c) => ({ id: c.key, name: c.name })) }));

  await serve(app, E.create, async (request, _reply, { user }) => {
    const eventId = await createEvent(db, user, request.body);
    // The reply is the editor's view of the new event: the creator's access to it, which the event gate resolves.
    return managedEvent(db, await requireEventAccess(db, user, eventId, 'canView'), config.publicUrl);
  });

  await serve(app, E.event, async (_request, _reply, access) => managedEvent(db, access, config.publicUrl));

  await serve(app, E.saveDetails, async (request, _reply, access) => {
    await updateEventDetails(db, access, request.body);
    return managedEvent(db, access, config.publicUrl);
  });

  await serve(app, E.remove, async (_request, _reply, access) => {
    await deleteEvent(db, access);
    return { ok: true as const };
  });

  await serve(app, E.saveTicketTypes, async (request, _reply, access) => ({ ticketTypes: await replaceTicketTypes(db, access, request.body) }));

  await serve(app, E.saveQuestions, async (request, _reply, access) => ({ questions: await replaceQuestions(db, access, request.body) }));

  await serve(app, E.saveOccurrences, async (request, _reply, access) => ({ occurrences: await replaceOccurrences(db, access, request.body) }));

  await serve(app, E.addCollaborator, async (request, _reply, access) => ({ collaborator: await addCollaborator(db, access, request.body) }));

  await serve(app, E.inviteCollaborator, async (request, _reply, access) => ({
    invitation: await inviteCollaborator(invitationDeps, access, request.body),
  }));

  await serve(app, E.resendCollaboratorInvitation, async (request, _reply, access) => {
    await resendCollaboratorInvitation(invitationDeps, access, request.params.invitationId);
    return { ok: true as const };
  });

  await serve(app, E.cancelCollaboratorInvitation, async (request, _reply, access) => {
    await cancelCollaboratorInvitation(db, access, request.params.invitationId);
    return { ok: true as const };
  });

  await serve(app, E.updateCollaborator, async (request, _reply, access) => ({
    collaborator: await updateCollaborator(db, access, request.params.teachingId, request.body.accessSetting),
  }));

  await serve(app, E.removeCollaborator, async (request, _reply, access) => {
    await removeCollaborator(db, access, request.params.teachingId);
    return { ok: true as const };
  });

  await serve(app, E.publish, async (_request, _reply, access) => publishEvent(db, access));

  await serve(app, E.businessEvents, async (request) => businessEvents(db, request.query));

  await serve(app, E.businessEventsCsv, async (request, reply, { profile: owner }) => {
    const csv = await businessEventsCsv(db, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`events-${owner.username}-${request.query.past ? 'past' : 'upcoming'}.csv`))
      .send(csv);
  });
};
