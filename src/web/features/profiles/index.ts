export { profileRoute } from './paths.ts';
export { hasSocialLinks, SocialLinks } from './SocialLinks.tsx';
