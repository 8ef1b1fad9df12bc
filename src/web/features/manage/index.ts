export { type ManagedProfile, manageKeys, useManagedProfile } from './api.ts';
export { ManagePage } from './ManagePage.tsx';
export { manageSubPath, switchProfilePath } from './paths.ts';
