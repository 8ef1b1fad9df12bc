export { logout, sessionKeys, type SessionUser, useSession } from './api.ts';
export { newPasswordError } from './forms.ts';
export { loadGated, requireSignedIn } from './route-gates.ts';
