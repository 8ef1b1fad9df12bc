/** What other features use of the first-run checklist: the event page's Share records the owner's share. */
export { useRecordShare } from './api.ts';
