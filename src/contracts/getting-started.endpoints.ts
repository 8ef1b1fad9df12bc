import { SIGNED_IN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The first-run checklist of whoever is signed in: its state, hiding it, and the share it cannot see elsewhere. */
const endpoint = endpointsOf('getting-started', () => import('./getting-started.ts'));

export const GETTING_STARTED_ENDPOINTS = {
  // Signed in: the service reads the caller's own profile, organizations and events, never another's.
  state: endpoint('GET', '/api/v1/getting_started', "The signed-in user's first-run checklist", (c) => ({ reply: c.gettingStartedReply }), {
    access: SIGNED_IN,
  }),
  dismiss: endpoint('POST', '/api/v1/getting_started/dismiss', 'Hide the checklist for good', (c) => ({ reply: c.gettingStartedReply }), {
    access: SIGNED_IN,
  }),
  // The service answers 404 unless the caller manages the event and it is published.
  share: endpoint(
    'POST',
    '/api/v1/getting_started/share',
    "Record that the user copied or shared a published event's link",
    (c) => ({ body: c.shareBody, reply: c.gettingStartedReply }),
    { access: SIGNED_IN },
  ),
};
