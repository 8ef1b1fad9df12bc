export { eventSeatingQuery } from './api.ts';
