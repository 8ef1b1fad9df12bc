export { rollUpDay, PROFILE_LEVEL_EVENT_ID } from './rollup.ts';
export { FUNNEL_ACTIONS, referrerHostOf, utmOf, visitorOf } from './counted.ts';
