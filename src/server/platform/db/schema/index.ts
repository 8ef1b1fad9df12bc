export * from './accounts.ts';
export * from './platform.ts';
export * from './events.ts';
export * from './checkout.ts';
export * from './payments.ts';
export * from './memberships.ts';
export * from './videos.ts';
export * from './private-lists.ts';
