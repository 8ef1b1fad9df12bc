export { createList } from './lists.service.ts';
export { addMembers } from './member-import.service.ts';
export { containing } from './search.ts';
