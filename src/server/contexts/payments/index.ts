export { DECLINE_FIELD } from './payments.service.ts';
