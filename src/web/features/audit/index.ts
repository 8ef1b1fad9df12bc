export { ActingAsAdminSlot } from './ActingAsAdminSlot.tsx';
export { AdminAccountActions } from './AdminAccountActions.tsx';
export { AuditLogPanel } from './AuditLogPanel.tsx';
