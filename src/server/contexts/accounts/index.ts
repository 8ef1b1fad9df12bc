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
export { resolveSession } from './sessions.service.ts';
