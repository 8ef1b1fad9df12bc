import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okReply } from '../../../contracts/common.ts';
import { errorBody } from '../../../contracts/errors.ts';
import {
  addCollaboratorBody,
  businessEventsQuery,
  businessEventsReply,
  collaboratorInvitationParams,
  collaboratorInvitationReply,
  collaboratorReply,
  inviteCollaboratorBody,
  createEventBody,
  eventDetailsBody,
  managedEventReply,
  managedOccurrencesReply,
  occurrencesBody,
  publishReply,
  questionsBody,
  questionsReply,
  teachingParams,
  ticketTypesBody,
  ticketTypesReply,
  updateCollaboratorBody,
} from '../../../contracts/events-management.ts';
import { eventCategoriesReply, eventIdParams } from '../../../contracts/events.ts';
import { EVENT_CATEGORIES } from '../../../domain/events.ts';
import type { AppDeps } from '../../app.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { businessEvents, businessEventsCsv } from './business-events.service.ts';
import { addCollaborator, removeCollaborator, updateCollaborator } from './collaborators.service.ts';
import { cancelCollaboratorInvitation, inviteCollaborator, resendCollaboratorInvitation } from './collaborator-invitations.service.ts';
import { requireEventAccess } from './event-access.ts';
import { requireProfileAccess } from './profile-access.ts';
import { createEvent, deleteEvent, managedEvent, publishEvent, updateEventDetails } from './events.service.ts';
import { replaceOccurrences } from './occurrences.service.ts';
import { replaceQuestions } from './questions.service.ts';
import { replaceTicketTypes } from './ticket-types.service.ts';

const COURSE = '/api/v1/management/courses/:eventId';

/** Event management: the gate is requireEventAccess (managers of the owner profile, collaborators by access setting). */
export const eventsManagementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, jobs, limits }) => {
  const invitationDeps = { db, jobs, config, limits };
  const tags = ['events management'];

  app.get(
    '/api/v1/course_categories',
    { schema: { tags, summary: 'The event categories (fixed list; id is the stored key)', response: { 200: eventCategoriesReply } } },
    async () => ({ categories: EVENT_CATEGORIES.map((c) => ({ id: c.key, name: c.name })) }),
  );

  app.post(
    '/api/v1/management/courses',
    { schema: { tags, summary: 'Create a draft event for a profile you manage', body: createEventBody, response: { 201: managedEventReply } } },
    async (request, reply) => {
      const { user } = await requireProfileAccess(db, request.user, request.body.ownerId, 'view');
      const eventId = await createEvent(db, user, request.body);
      const access = await requireEventAccess(db, user, eventId, 'canView');
      return reply.status(201).send(await managedEvent(db, access, config.publicUrl));
    },
  );

  app.get(
    COURSE,
    {
      schema: {
        tags,
        summary: 'The editable event with its ticket types, questions, dates, team and your permissions',
        params: eventIdParams,
        response: { 200: managedEventReply },
      },
    },
    async (request) => managedEvent(db, await requireEventAccess(db, request.user, request.params.eventId, 'canView'), config.publicUrl),
  );

  app.patch(
    COURSE,
    {
      schema: {
        tags,
        summary: 'Save event details (absent keys keep their value)',
        params: eventIdParams,
        body: eventDetailsBody,
        response: { 200: managedEventReply },
      },
    },
    async (request) => {
      const access = await requireEventAccess(db, request.user, request.params.eventId, 'canEditDetails');
      await updateEventDetails(db, access, request.body);
      return managedEvent(db, access, config.publicUrl);
    },
  );

  app.delete(
    COURSE,
    { schema: { tags, summary: 'Delete a draft without sales', params: eventIdParams, response: { 200: okReply } } },
    async (request) => {
      await deleteEvent(db, await requireEventAccess(db, request.user, request.params.eventId, 'canDelete'));
      return { ok: true as const };
    },
  );

  app.put(
    `${COURSE}/tickets`,
    {
      schema: {
        tags,
        summary: 'Replace the ticket types (add, edit, reorder, hide, delete)',
        params: eventIdParams,
        body: ticketTypesBody,
        response: { 200: ticketTypesReply },
      },
    },
    async (request) => ({
      ticketTypes: await replaceTicketTypes(db, await requireEventAccess(db, request.user, request.params.eventId, 'canEditDetails'), request.body),
    }),
  );

  app.put(
    `${COURSE}/questions`,
    { schema: { tags, summary: 'Replace the checkout questions', params: eventIdParams, body: questionsBody, response: { 200: questionsReply } } },
    async (request) => ({
      questions: await replaceQuestions(db, await requireEventAccess(db, request.user, request.params.eventId, 'canEditDetails'), request.body),
    }),
  );

  app.put(
    `${COURSE}/occurrences`,
    {
      schema: {
        tags,
        summary: 'Replace the dates of a (recurring) event',
        params: eventIdParams,
        body: occurrencesBody,
        response: { 200: managedOccurrencesReply },
      },
    },
    async (request) => ({
      occurrences: await replaceOccurrences(db, await requireEventAccess(db, request.user, request.params.eventId, 'canEditDetails'), request.body),
    }),
  );

  app.post(
    `${COURSE}/teachings`,
    {
      schema: {
        tags,
        summary: 'Add a collaborator with an access setting',
        params: eventIdParams,
        body: addCollaboratorBody,
        response: { 201: collaboratorReply },
      },
    },
    async (request, reply) => {
      const access = await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam');
      return reply.status(201).send({ collaborator: await addCollaborator(db, access, request.body) });
    },
  );

  app.post(
    `${COURSE}/collaborator_invitations`,
    {
      schema: {
        tags,
        summary: 'Invite a collaborator by e-mail (the accept link goes to that address only)',
        params: eventIdParams,
        body: inviteCollaboratorBody,
        response: { 201: collaboratorInvitationReply },
      },
    },
    async (request, reply) => {
      const access = await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam');
      return reply.status(201).send({ invitation: await inviteCollaborator(invitationDeps, access, request.body) });
    },
  );

  app.post(
    `${COURSE}/collaborator_invitations/:invitationId/resend`,
    {
      schema: {
        tags,
        summary: 'Send a collaborator invitation again with a new link',
        params: collaboratorInvitationParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      const access = await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam');
      await resendCollaboratorInvitation(invitationDeps, access, request.params.invitationId);
      return { ok: true as const };
    },
  );

  app.delete(
    `${COURSE}/collaborator_invitations/:invitationId`,
    { schema: { tags, summary: 'Cancel a collaborator invitation', params: collaboratorInvitationParams, response: { 200: okReply } } },
    async (request) => {
      await cancelCollaboratorInvitation(
        db,
        await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam'),
        request.params.invitationId,
      );
      return { ok: true as const };
    },
  );

  app.patch(
    `${COURSE}/teachings/:teachingId`,
    {
      schema: {
        tags,
        summary: "Change a collaborator's access setting",
        params: teachingParams,
        body: updateCollaboratorBody,
        response: { 200: collaboratorReply },
      },
    },
    async (request) => {
      const access = await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam');
      return { collaborator: await updateCollaborator(db, access, request.params.teachingId, request.body.accessSetting) };
    },
  );

  app.delete(
    `${COURSE}/teachings/:teachingId`,
    { schema: { tags, summary: 'Remove a collaborator', params: teachingParams, response: { 200: okReply } } },
    async (request) => {
      await removeCollaborator(db, await requireEventAccess(db, request.user, request.params.eventId, 'canManageTeam'), request.params.teachingId);
      return { ok: true as const };
    },
  );

  app.post(
    `${COURSE}/publish`,
    {
      schema: {
        tags,
        summary: 'Publish: answers true, or 422 with the messages of every failed check',
        params: eventIdParams,
        response: { 200: publishReply, 422: errorBody },
      },
    },
    async (request) => publishEvent(db, await requireEventAccess(db, request.user, request.params.eventId, 'canPublish')),
  );

  app.get(
    '/api/v1/profile_management/events',
    {
      schema: {
        tags,
        summary: 'The business events table of a profile you manage',
        querystring: businessEventsQuery,
        response: { 200: businessEventsReply },
      },
    },
    async (request) => {
      await requireProfileAccess(db, request.user, request.query.ownerId, 'view');
      return businessEvents(db, request.query);
    },
  );

  app.get(
    '/api/v1/profile_management/events.csv',
    {
      schema: {
        tags,
        summary: 'The business events table as CSV (same filters, no paging)',
        querystring: businessEventsQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { profile: owner } = await requireProfileAccess(db, request.user, request.query.ownerId, 'view');
      const csv = await businessEventsCsv(db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`events-${owner.username}-${request.query.past ? 'past' : 'upcoming'}.csv`))
        .send(csv);
    },
  );
};
