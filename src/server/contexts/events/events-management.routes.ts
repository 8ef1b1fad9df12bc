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
import { requireProfileAccess } from '../../platform/access/profile-access.ts';
import { createEvent, deleteEvent, managedEvent, publishEvent, updateEventDetails } from './events.service.ts';
import { replaceOccurrences } from './occurrences.service.ts';
import { replaceQuestions } from './questions.service.ts';
import { replaceTicketTypes } from './ticket-types.service.ts';

/** Event management: the gate is requireEventAccess (managers of the owner profile, collaborators by access setting). */
export const eventsManagementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, jobs, limits }) => {
  const invitationDeps = { db, jobs, config, limits };

  await serve(app, E.categories, async () => ({ categories: EVENT_CATEGORIES.map((c) => ({ id: c.key, name: c.name })) }));

  await serve(app, E.create, async (request) => {
    const { user } = await requireProfileAccess(db, request.user, request.body.ownerId, 'view');
    const eventId = await createEvent(db, user, request.body);
    const access = await requireEventAccess(db, user, eventId, 'canView');
    return managedEvent(db, access, config.publicUrl);
  });

  await serve(app, E.event, async (request) =>
    managedEvent(db, await requireEventAccess(db, request.user, request.params.eventId, 'canView'), config.publicUrl),
  );

  await serve(app, E.saveDetails, async (request) => {
    const access = await requireEventAccess(db, request.user, request.params.eventId, 'canEditDetails');
    await updateEventDetails(db, access, request.body);
    return managedEvent(db, access, config.publicUrl);
  });

  await serve(app, E.remove, async (request) => {
    await deleteEvent(db, await requireEventAccess(db, request.user, request.params.eventId, 'canDelete'));
    return { ok: true as const };
  });

  await serve(app, E.saveTicketTypes, async (request) => ({
    ticketTypes: await replaceTicketTypes(db, await requireEventAccess(db, request.user, request.params.eventId, 'canEditDetails'), request.body),
  }));

  await serve(app, E.saveQuestions, async (request) => ({
    questions: await replaceQuestions(db, await requireEventAccess(db, request.user, request.params.eventId, 'canEditDetails'), request.body),
  }));

  await serve(app, E.saveOccurrences, async (request) => ({
    occurrences: await replaceOccurrences(db, await requireEventAccess(db, request.user, request.params.eventId, 'canEditDetails'), request.body),
  }));

  await serve(app, E.addCollaborator, async (request) => {
    const access = await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam');
    return { collaborator: await addCollaborator(db, access, request.body) };
  });

  await serve(app, E.inviteCollaborator, async (request) => {
    const access = await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam');
    return { invitation: await inviteCollaborator(invitationDeps, access, request.body) };
  });

  await serve(app, E.resendCollaboratorInvitation, async (request) => {
    const access = await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam');
    await resendCollaboratorInvitation(invitationDeps, access, request.params.invitationId);
    return { ok: true as const };
  });

  await serve(app, E.cancelCollaboratorInvitation, async (request) => {
    await cancelCollaboratorInvitation(
      db,
      await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam'),
      request.params.invitationId,
    );
    return { ok: true as const };
  });

  await serve(app, E.updateCollaborator, async (request) => {
    const access = await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam');
    return { collaborator: await updateCollaborator(db, access, request.params.teachingId, request.body.accessSetting) };
  });

  await serve(app, E.removeCollaborator, async (request) => {
    await removeCollaborator(db, await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam'), request.params.teachingId);
    return { ok: true as const };
  });

  await serve(app, E.publish, async (request) => publishEvent(db, await requireEventAccess(db, request.user, request.params.eventId, 'canPublish')));

  await serve(app, E.businessEvents, async (request) => {
    await requireProfileAccess(db, request.user, request.query.ownerId, 'view');
    return businessEvents(db, request.query);
  });

  await serve(app, E.businessEventsCsv, async (request, reply) => {
    const { profile: owner } = await requireProfileAccess(db, request.user, request.query.ownerId, 'view');
    const csv = await businessEventsCsv(db, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`events-${owner.username}-${request.query.past ? 'past' : 'upcoming'}.csv`))
      .send(csv);
  });
};
