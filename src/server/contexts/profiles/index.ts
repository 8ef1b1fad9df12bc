export { findPublicProfile } from './public-profiles.service.ts';
export { profilePageHtml } from './first-html.ts';
