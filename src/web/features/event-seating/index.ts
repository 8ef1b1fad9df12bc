export { eventSeatingQuery } from './api.ts';
export type { SeatedGuest } from './MoveSeatModal.tsx';
