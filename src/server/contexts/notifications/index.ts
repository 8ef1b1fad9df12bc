export { escapeHtml, notify } from './notifications.service.ts';
