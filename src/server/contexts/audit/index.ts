export { listAuditLog } from './audit-log.service.ts';
