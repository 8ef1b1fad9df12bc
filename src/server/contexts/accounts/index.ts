export { DUMMY_HASH, hashPassword } from './passwords.ts';
export {
  accountsByEmail,
  assertHandleAvailable,
  findProfile,
  findProfileByUsername,
  profileLinksOf,
  type ProfileRow,
  profileSummary,
  socialLinksOf,
  uploadUrl,
} from './profiles.service.ts';
export { sessionResolver } from './sessions.service.ts';
export { forgetSessionsOf } from './session-cache.ts';
export { sessionUser } from './accounts.service.ts';
export { accountState, markEmailVerified, setDeveloperZoneAllowed, setSignInDisabled } from './account-admin.service.ts';
export { sendPasswordReset } from './password-reset.service.ts';
