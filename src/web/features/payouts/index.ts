export { payoutsQuery } from './api.ts';
