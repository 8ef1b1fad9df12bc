export { forgetReferrer, readReferrer } from './referrer.ts';
