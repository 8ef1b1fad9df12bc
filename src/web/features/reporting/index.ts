export { decodeEntities } from './activity-html.ts';
