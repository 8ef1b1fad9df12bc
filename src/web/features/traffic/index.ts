export { ownerTrafficQuery, type TrafficRange } from './api.ts';
export { EventTraffic } from './EventTraffic.tsx';
export { TrafficPanel } from './TrafficPanel.tsx';
