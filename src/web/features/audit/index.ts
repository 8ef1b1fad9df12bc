export { ActingAsAdminBanner } from './ActingAsAdminBanner.tsx';
export { AdminAccountActions } from './AdminAccountActions.tsx';
export { AuditLogPanel } from './AuditLogPanel.tsx';
