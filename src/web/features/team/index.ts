export type { CollaboratorResult } from './api.ts';
export { ProfileSearchInput, SearchOutcome, useProfileSearch } from './ProfileSearch.tsx';
