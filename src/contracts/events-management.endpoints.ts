import { endpointsOf } from './endpoint.ts';

/** Event management: the editor's event, its ticket types, questions, dates and team, publishing, the events table. */
const endpoint = endpointsOf('events management', async () => ({
  ...(await import('./common.ts')),
  ...(await import('./errors.ts')),
  ...(await import('./events.ts')),
  ...(await import('./events-management.ts')),
}));

const COURSE = '/api/v1/management/courses/:eventId';

export const EVENTS_MANAGEMENT_ENDPOINTS = {
  categories: endpoint('GET', '/api/v1/course_categories', 'The event categories (fixed list; id is the stored key)', (c) => ({
    reply: c.eventCategoriesReply,
  })),
  create: endpoint(
    'POST',
    '/api/v1/management/courses',
    'Create a draft event for a profile you manage',
    (c) => ({ body: c.createEventBody, reply: c.managedEventReply }),
    { status: 201 },
  ),
  event: endpoint(
    'GET',
    COURSE,
    'The editable event with its ticket types, questions, dates, team and your permissions',
    (c) => ({ params: c.eventIdParams, reply: c.managedEventReply }),
    { apiKey: 'read' },
  ),
  saveDetails: endpoint('PATCH', COURSE, 'Save event details (absent keys keep their value)', (c) => ({
    params: c.eventIdParams,
    body: c.eventDetailsBody,
    reply: c.managedEventReply,
  })),
  remove: endpoint('DELETE', COURSE, 'Delete a draft without sales', (c) => ({ params: c.eventIdParams, reply: c.okReply })),
  saveTicketTypes: endpoint('PUT', `${COURSE}/tickets`, 'Replace the ticket types (add, edit, reorder, hide, delete)', (c) => ({
    params: c.eventIdParams,
    body: c.ticketTypesBody,
    reply: c.ticketTypesReply,
  })),
  saveQuestions: endpoint('PUT', `${COURSE}/questions`, 'Replace the checkout questions', (c) => ({
    params: c.eventIdParams,
    body: c.questionsBody,
    reply: c.questionsReply,
  })),
  saveOccurrences: endpoint('PUT', `${COURSE}/occurrences`, 'Replace the dates of a (recurring) event', (c) => ({
    params: c.eventIdParams,
    body: c.occurrencesBody,
    reply: c.managedOccurrencesReply,
  })),
  addCollaborator: endpoint(
    'POST',
    `${COURSE}/teachings`,
    'Add a collaborator with an access setting',
    (c) => ({ params: c.eventIdParams, body: c.addCollaboratorBody, reply: c.collaboratorReply }),
    { status: 201 },
  ),
  inviteCollaborator: endpoint(
    'POST',
    `${COURSE}/collaborator_invitations`,
    'Invite a collaborator by e-mail (the accept link goes to that address only)',
    (c) => ({ params: c.eventIdParams, body: c.inviteCollaboratorBody, reply: c.collaboratorInvitationReply }),
    { status: 201 },
  ),
  resendCollaboratorInvitation: endpoint(
    'POST',
    `${COURSE}/collaborator_invitations/:invitationId/resend`,
    'Send a collaborator invitation again with a new link',
    (c) => ({ params: c.collaboratorInvitationParams, reply: c.okReply }),
  ),
  cancelCollaboratorInvitation: endpoint('DELETE', `${COURSE}/collaborator_invitations/:invitationId`, 'Cancel a collaborator invitation', (c) => ({
    params: c.collaboratorInvitationParams,
    reply: c.okReply,
  })),
  updateCollaborator: endpoint('PATCH', `${COURSE}/teachings/:teachingId`, "Change a collaborator's access setting", (c) => ({
    params: c.teachingParams,
    body: c.updateCollaboratorBody,
    reply: c.collaboratorReply,
  })),
  removeCollaborator: endpoint('DELETE', `${COURSE}/teachings/:teachingId`, 'Remove a collaborator', (c) => ({
    params: c.teachingParams,
    reply: c.okReply,
  })),
  publish: endpoint('POST', `${COURSE}/publish`, 'Publish: answers true, or 422 with the messages of every failed check', (c) => ({
    params: c.eventIdParams,
    reply: c.publishReply,
    errors: { 422: c.errorBody },
  })),
  businessEvents: endpoint(
    'GET',
    '/api/v1/profile_management/events',
    'The business events table of a profile you manage',
    (c) => ({ query: c.businessEventsQuery, reply: c.businessEventsReply }),
    { apiKey: 'read' },
  ),
  /** A CSV file, not JSON: no reply schema. */
  businessEventsCsv: endpoint('GET', '/api/v1/profile_management/events.csv', 'The business events table as CSV (same filters, no paging)', (c) => ({
    query: c.businessEventsQuery,
  })),
};
