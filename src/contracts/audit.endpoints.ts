import { ADMIN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** Site administration: the audit log, account actions, the developer zone switch (404 to everyone but site admins). */
const endpoint = endpointsOf('admin', () => import('./audit.ts'));

export const AUDIT_ENDPOINTS = {
  auditLog: endpoint(
    'GET',
    '/api/v1/admin/audit_log',
    'What site admins changed, newest first (site admins)',
    (c) => ({ query: c.auditLogQuery, reply: c.auditLogReply }),
    {
      access: ADMIN,
    },
  ),
  account: endpoint(
    'GET',
    '/api/v1/admin/users/:id',
    "An account's sign-in state (site admins)",
    (c) => ({ params: c.adminUserParams, reply: c.adminAccountReply }),
    {
      access: ADMIN,
    },
  ),
  verifyEmail: endpoint(
    'POST',
    '/api/v1/admin/users/:id/verify_email',
    "Mark an account's e-mail address verified (site admins)",
    (c) => ({ params: c.adminUserParams, reply: c.adminAccountReply }),
    { access: ADMIN },
  ),
  disableSignIn: endpoint(
    'POST',
    '/api/v1/admin/users/:id/disable_sign_in',
    "Disable an account's sign-in: its sessions end, its password and API keys are refused (site admins)",
    (c) => ({ params: c.adminUserParams, reply: c.adminAccountReply }),
    { access: ADMIN },
  ),
  enableSignIn: endpoint(
    'POST',
    '/api/v1/admin/users/:id/enable_sign_in',
    "Enable an account's sign-in again (site admins)",
    (c) => ({ params: c.adminUserParams, reply: c.adminAccountReply }),
    { access: ADMIN },
  ),
  sendPasswordReset: endpoint(
    'POST',
    '/api/v1/admin/users/:id/password_reset',
    "Mail a password-reset link to the account's own address; the link is never shown (site admins)",
    (c) => ({ params: c.adminUserParams, reply: c.passwordResetSentReply }),
    { access: ADMIN },
  ),
  developerZone: endpoint(
    'PUT',
    '/api/v1/admin/profiles/:id/developer_zone',
    "Allow or disallow a profile's developer zone (site admins)",
    (c) => ({ params: c.adminProfileParams, body: c.developerZoneBody, reply: c.developerZoneReply }),
    { access: ADMIN },
  ),
};
