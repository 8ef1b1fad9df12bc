export { tiersQuery } from './api.ts';
export { errorMessages, serverErrorList } from './form-errors.ts';
export { recordPending } from './MembershipStates.tsx';
