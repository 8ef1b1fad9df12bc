import { PUBLIC, eventRight, profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** Event management: the editor's event, its ticket types, questions, dates and team, publishing, the events table. */
const endpoint = endpointsOf('events management', async () => ({
  ...(await import('./common.ts')),
  ...(await import('./errors.ts')),
  ...(await import('./events.ts')),
  ...(await import('./events-management.ts')),
}));

const COURSE = '/api/v1/management/courses/:eventId';

/** The event gate on the event in the path (managers of the owner profile, collaborators by access setting). */
const EDIT_DETAILS = eventRight('canEditDetails', 'params.eventId');
const MANAGE_TEAM = eventRight('canManageTeam', 'params.eventId');

export const EVENTS_MANAGEMENT_ENDPOINTS = {
  categories: endpoint(
    'GET',
    '/api/v1/course_categories',
    'The event categories (fixed list; id is the stored key)',
    (c) => ({ reply: c.eventCategoriesReply }),
    { access: PUBLIC },
  ),
  create: endpoint(
    'POST',
    '/api/v1/management/courses',
    'Create a draft event for a profile you manage',
    (c) => ({ body: c.createEventBody, reply: c.managedEventReply }),
    { status: 201, access: profileRight('view', 'body.ownerId') },
  ),
  event: endpoint(
    'GET',
    COURSE,
    'The editable event with its ticket types, questions, dates, team and your permissions',
    (c) => ({ params: c.eventIdParams, reply: c.managedEventReply }),
    { apiKey: 'read', access: eventRight('canView', 'params.eventId') },
  ),
  saveDetails: endpoint(
    'PATCH',
    COURSE,
    'Save event details (absent keys keep their value)',
    (c) => ({ params: c.eventIdParams, body: c.eventDetailsBody, reply: c.managedEventReply }),
    { access: EDIT_DETAILS },
  ),
  remove: endpoint('DELETE', COURSE, 'Delete a draft without sales', (c) => ({ params: c.eventIdParams, reply: c.okReply }), {
    access: eventRight('canDelete', 'params.eventId'),
  }),
  saveTicketTypes: endpoint(
    'PUT',
    `${COURSE}/tickets`,
    'Replace the ticket types (add, edit, reorder, hide, delete)',
    (c) => ({ params: c.eventIdParams, body: c.ticketTypesBody, reply: c.ticketTypesReply }),
    { access: EDIT_DETAILS },
  ),
  saveQuestions: endpoint(
    'PUT',
    `${COURSE}/questions`,
    'Replace the checkout questions',
    (c) => ({ params: c.eventIdParams, body: c.questionsBody, reply: c.questionsReply }),
    { access: EDIT_DETAILS },
  ),
  saveOccurrences: endpoint(
    'PUT',
    `${COURSE}/occurrences`,
    'Replace the dates of a (recurring) event',
    (c) => ({ params: c.eventIdParams, body: c.occurrencesBody, reply: c.managedOccurrencesReply }),
    { access: EDIT_DETAILS },
  ),
  addCollaborator: endpoint(
    'POST',
    `${COURSE}/teachings`,
    'Add a collaborator with an access setting',
    (c) => ({ params: c.eventIdParams, body: c.addCollaboratorBody, reply: c.collaboratorReply }),
    { status: 201, access: MANAGE_TEAM },
  ),
  inviteCollaborator: endpoint(
    'POST',
    `${COURSE}/collaborator_invitations`,
    'Invite a collaborator by e-mail (the accept link goes to that address only)',
    (c) => ({ params: c.eventIdParams, body: c.inviteCollaboratorBody, reply: c.collaboratorInvitationReply }),
    { status: 201, access: MANAGE_TEAM },
  ),
  resendCollaboratorInvitation: endpoint(
    'POST',
    `${COURSE}/collaborator_invitations/:invitationId/resend`,
    'Send a collaborator invitation again with a new link',
    (c) => ({ params: c.collaboratorInvitationParams, reply: c.okReply }),
    { access: MANAGE_TEAM },
  ),
  cancelCollaboratorInvitation: endpoint(
    'DELETE',
    `${COURSE}/collaborator_invitations/:invitationId`,
    'Cancel a collaborator invitation',
    (c) => ({ params: c.collaboratorInvitationParams, reply: c.okReply }),
    { access: MANAGE_TEAM },
  ),
  updateCollaborator: endpoint(
    'PATCH',
    `${COURSE}/teachings/:teachingId`,
    "Change a collaborator's access setting",
    (c) => ({ params: c.teachingParams, body: c.updateCollaboratorBody, reply: c.collaboratorReply }),
    { access: MANAGE_TEAM },
  ),
  removeCollaborator: endpoint(
    'DELETE',
    `${COURSE}/teachings/:teachingId`,
    'Remove a collaborator',
    (c) => ({ params: c.teachingParams, reply: c.okReply }),
    { access: MANAGE_TEAM },
  ),
  publish: endpoint(
    'POST',
    `${COURSE}/publish`,
    'Publish: answers true, or 422 with the messages of every failed check',
    (c) => ({ params: c.eventIdParams, reply: c.publishReply, errors: { 422: c.errorBody } }),
    { access: eventRight('canPublish', 'params.eventId') },
  ),
  businessEvents: endpoint(
    'GET',
    '/api/v1/profile_management/events',
    'The business events table of a profile you manage',
    (c) => ({ query: c.businessEventsQuery, reply: c.businessEventsReply }),
    { apiKey: 'read', access: profileRight('view', 'query.ownerId') },
  ),
  /** A CSV file, not JSON: no reply schema. */
  businessEventsCsv: endpoint(
    'GET',
    '/api/v1/profile_management/events.csv',
    'The business events table as CSV (same filters, no paging)',
    (c) => ({ query: c.businessEventsQuery }),
    { access: profileRight('view', 'query.ownerId') },
  ),
};
