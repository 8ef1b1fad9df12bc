export { useRefreshGuests } from './api.ts';
