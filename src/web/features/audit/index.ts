export { ActingAsAdminSlot } from './ActingAsAdminSlot.tsx';
export { AdminAccountActions } from './AdminAccountActions.tsx';
export { AuditLogPanel } from './AuditLogPanel.tsx';
export { DeveloperZoneSwitch } from './DeveloperZoneSwitch.tsx';
