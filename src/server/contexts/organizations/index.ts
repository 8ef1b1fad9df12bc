export { collectFieldErrors } from './organizations.service.ts';
