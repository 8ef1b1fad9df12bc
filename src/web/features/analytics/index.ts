export { track } from './tracking.ts';
export { useTracked } from './use-tracked.ts';
