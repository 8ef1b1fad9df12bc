import { contextModule } from '../../module.ts';
import {
  membershipBenefitUses,
  membershipBenefits,
  membershipPrices,
  membershipSubscriptions,
  membershipTierBenefits,
  membershipTiers,
} from '../../platform/db/schema/index.ts';
import { MEMBERSHIP_MAIL_QUEUE, MEMBERSHIP_SWEEP_QUEUE } from '../../platform/jobs/catalog.ts';
import { membershipsRoutes } from './memberships.routes.ts';
import { membershipSubscriptionsRoutes } from './membership-subscriptions.routes.ts';
import { registerMembershipJobs } from './memberships.jobs.ts';

/** Paid memberships: tiers, prices, benefits, subscriptions and their renewals. */
export const membershipsModule = contextModule({
  name: 'memberships',
  routes: [membershipsRoutes, membershipSubscriptionsRoutes],
  jobs: registerMembershipJobs,
  queues: [MEMBERSHIP_SWEEP_QUEUE, MEMBERSHIP_MAIL_QUEUE],
  tables: [membershipTiers, membershipPrices, membershipBenefits, membershipTierBenefits, membershipSubscriptions, membershipBenefitUses],
  emits: [
    'membership.subscription.created',
    'membership.subscription.updated',
    'membership.subscription.cancelled',
    'membership.subscription.expired',
  ],
  consumes: [],
});
