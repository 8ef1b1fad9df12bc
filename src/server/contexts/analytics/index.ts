export { rollUpDay, PROFILE_LEVEL_EVENT_ID } from './rollup.ts';
