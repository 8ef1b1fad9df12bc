import { PUBLIC, SIGNED_IN, profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The team of an organization and the invitation links (team and event collaborators share one link page). */
const endpoint = endpointsOf('team', async () => ({ ...(await import('./common.ts')), ...(await import('./team.ts')) }));

export const TEAM_ENDPOINTS = {
  list: endpoint(
    'GET',
    '/api/v1/profile_management/affiliations',
    "An organization's team: members and pending invitations (a page of them with page or perPage)",
    (c) => ({ query: c.teamListQuery, reply: c.teamReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  // The team's own actions pass the management gate; the team service decides what each member may change.
  add: endpoint(
    'POST',
    '/api/v1/profile_management/affiliations',
    'Invite a person (by account or e-mail) to the team',
    (c) => ({ body: c.addTeamMemberBody, reply: c.addTeamMemberReply }),
    { access: profileRight('view', 'body.ownerId') },
  ),
  update: endpoint(
    'PATCH',
    '/api/v1/profile_management/affiliations/:id',
    "Change a team member's roles",
    (c) => ({ params: c.idParams, body: c.updateTeamMemberBody, reply: c.updateTeamMemberReply }),
    { access: profileRight('view', 'body.ownerId') },
  ),
  remove: endpoint(
    'DELETE',
    '/api/v1/profile_management/affiliations/:id',
    'Remove a team member (or leave the team)',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  resendInvitation: endpoint(
    'POST',
    '/api/v1/profile_management/collaborator_invitations/:id/resend',
    'Send an invitation again with a new link',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  cancelInvitation: endpoint(
    'DELETE',
    '/api/v1/profile_management/collaborator_invitations/:id',
    'Cancel an invitation',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  viewInvitation: endpoint(
    'GET',
    '/api/v1/invitations/:token',
    'A team or event collaborator invitation by its link (public)',
    (c) => ({ params: c.invitationTokenParams, reply: c.invitationView }),
    { access: PUBLIC },
  ),
  acceptInvitation: endpoint(
    'POST',
    '/api/v1/invitations/:token/accept',
    'Accept a team or event collaborator invitation as the invited person',
    (c) => ({ params: c.invitationTokenParams, reply: c.acceptInvitationReply }),
    { access: SIGNED_IN },
  ),
};
