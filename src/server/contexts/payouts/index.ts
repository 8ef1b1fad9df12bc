export { loadDemoPayouts } from './demo-payouts.ts';
export { recordProviderPayout } from './payout-history.service.ts';
