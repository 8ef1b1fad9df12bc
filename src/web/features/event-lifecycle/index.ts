export { EventStatusSection } from './EventStatusSection.tsx';
