export { listsQuery } from './api.ts';
export { isCsvFile } from './bulk-import.ts';
export { ListPanel } from './ListPanel.tsx';
