export { findPublicProfile } from './public-profiles.service.ts';
