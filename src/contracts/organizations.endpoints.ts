import { SIGNED_IN, profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** Organizations, the management area's gate and the collaborator search. */
const endpoint = endpointsOf('organizations', async () => ({ ...(await import('./common.ts')), ...(await import('./organizations.ts')) }));

export const ORGANIZATIONS_ENDPOINTS = {
  createSchool: endpoint(
    'POST',
    '/api/v1/schools',
    'Create an organization owned by the signed-in user',
    (c) => ({ body: c.createSchoolBody, reply: c.createSchoolReply }),
    { access: SIGNED_IN },
  ),
  manageContext: endpoint(
    'GET',
    '/api/v1/manage/:username',
    'The management context of a profile, checked by the access gate',
    (c) => ({ params: c.usernameParams, reply: c.manageContextReply }),
    { access: profileRight('view', 'params.username', 'username') },
  ),
  // The owner is optional (a declaration reads required fields only): the route checks it when given.
  searchCollaborators: endpoint(
    'GET',
    '/api/search_collaborators',
    'Find people or organizations by name, handle or exact e-mail (at most 10)',
    (c) => ({ query: c.searchCollaboratorsQuery, reply: c.searchCollaboratorsReply }),
    { access: SIGNED_IN },
  ),
};
