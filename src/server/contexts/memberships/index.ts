export { membershipHistory } from './demo-members.ts';
export { loadDemoMemberships } from './demo-memberships.ts';
export { patronSubscriptions } from './patron-subscriptions.service.ts';
export { membershipSettlement } from './settlement.service.ts';
export { handleSubscriptionEvent } from './stripe-billing-events.service.ts';
export { membershipPageHtml } from './first-html.ts';
