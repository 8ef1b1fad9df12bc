export { loadSessionUser, logout, sessionKeys, type SessionReply, type SessionUser, useSession } from './api.ts';
export { newPasswordError } from './forms.ts';
export { loadGated, requireSignedIn, sessionUnreachable } from './route-gates.ts';
