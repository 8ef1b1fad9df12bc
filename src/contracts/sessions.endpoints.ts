import { SIGNED_IN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The account's signed-in devices and the password change (Settings > Account, Security): its own, signed in. */
const endpoint = endpointsOf('accounts', async () => ({ ...(await import('./common.ts')), ...(await import('./sessions.ts')) }));

export const SESSIONS_ENDPOINTS = {
  list: endpoint('GET', '/api/v1/auth/sessions', "The signed-in account's sessions (devices), this one marked", (c) => ({ reply: c.sessionsReply }), {
    access: SIGNED_IN,
  }),
  signOut: endpoint(
    'DELETE',
    '/api/v1/auth/sessions/:id',
    'Sign out one session of the account, by its public id',
    (c) => ({ params: c.sessionParams, reply: c.okReply }),
    { access: SIGNED_IN },
  ),
  signOutOthers: endpoint(
    'POST',
    '/api/v1/auth/sessions/sign_out_others',
    'Sign out every session of the account but this one',
    (c) => ({ reply: c.okReply }),
    { access: SIGNED_IN },
  ),
  changePassword: endpoint(
    'POST',
    '/api/v1/auth/change_password',
    'Change the password (with the current one); ends every other session of the account',
    (c) => ({ body: c.changePasswordBody, reply: c.okReply }),
    { access: SIGNED_IN },
  ),
};
