export { WaitingRoomCard, type DateChoice } from './WaitingRoomCard.tsx';
export { WaitingRoomsPanel } from './WaitingRoomsPanel.tsx';
