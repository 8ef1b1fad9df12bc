export { siteAlertQuery, useSaveSiteAlert } from './api.ts';
