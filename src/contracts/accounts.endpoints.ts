import { PUBLIC, SIGNED_IN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The session: sign-up, log-in, log-out and the e-mail verification. */
const endpoint = endpointsOf('accounts', async () => ({ ...(await import('./common.ts')), ...(await import('./accounts.ts')) }));

export const ACCOUNTS_ENDPOINTS = {
  session: endpoint('GET', '/api/session', 'The signed-in user, or null', (c) => ({ reply: c.sessionReply }), { access: PUBLIC }),
  signup: endpoint(
    'POST',
    '/api/v1/auth/signup',
    'Create an account (or, for a registered address, mail its owner); signs no one in',
    (c) => ({ body: c.signupBody, reply: c.signupReply }),
    { status: 202, access: PUBLIC },
  ),
  verifyEmail: endpoint(
    'POST',
    '/api/v1/auth/verify_email',
    'Verify an e-mail address with the mailed link (the token is the capability; signs no one in)',
    (c) => ({ body: c.verifyEmailBody, reply: c.verifyEmailReply }),
    { access: PUBLIC },
  ),
  resendVerification: endpoint(
    'POST',
    '/api/v1/auth/resend_verification',
    'Mail a new verification link to the signed-in account',
    (c) => ({ reply: c.resendVerificationReply }),
    { access: SIGNED_IN },
  ),
  login: endpoint('POST', '/api/v1/auth/login', 'Sign in with e-mail and password', (c) => ({ body: c.loginBody, reply: c.loginReply }), {
    access: PUBLIC,
  }),
  logout: endpoint('POST', '/api/v1/auth/logout', 'Sign out', (c) => ({ reply: c.okReply }), { access: PUBLIC }),
  resetPassword: endpoint(
    'POST',
    '/api/v1/auth/reset_password',
    'Set a new password with the mailed reset link (the token is the capability; ends every session, signs no one in)',
    (c) => ({ body: c.resetPasswordBody, reply: c.okReply }),
    { access: PUBLIC },
  ),
};
