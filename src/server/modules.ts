import type { ContextModule } from './module.ts';
import { accountsModule } from './contexts/accounts/accounts.module.ts';
import { organizationsModule } from './contexts/organizations/organizations.module.ts';
import { settingsModule } from './contexts/settings/settings.module.ts';
import { teamModule } from './contexts/team/team.module.ts';
import { invitationsModule } from './contexts/invitations/invitations.module.ts';
import { notificationsModule } from './contexts/notifications/notifications.module.ts';
import { siteModule } from './contexts/site/site.module.ts';
import { eventsModule } from './contexts/events/events.module.ts';
import { profilesModule } from './contexts/profiles/profiles.module.ts';
import { followsModule } from './contexts/follows/follows.module.ts';
import { calendarModule } from './contexts/calendar/calendar.module.ts';
import { webhooksModule } from './contexts/webhooks/webhooks.module.ts';
import { checkoutModule } from './contexts/checkout/checkout.module.ts';
import { ticketsModule } from './contexts/tickets/tickets.module.ts';
import { paymentsModule } from './contexts/payments/payments.module.ts';
import { payoutsModule } from './contexts/payouts/payouts.module.ts';
import { membershipsModule } from './contexts/memberships/memberships.module.ts';
import { videosModule } from './contexts/videos/videos.module.ts';
import { privateListsModule } from './contexts/private-lists/private-lists.module.ts';
import { promoCodesModule } from './contexts/promo-codes/promo-codes.module.ts';
import { reportingModule } from './contexts/reporting/reporting.module.ts';
import { referralsModule } from './contexts/referrals/referrals.module.ts';
import { appsModule } from './contexts/apps/apps.module.ts';
import { broadcastsModule } from './contexts/broadcasts/broadcasts.module.ts';
import { eventCreatorModule } from './contexts/event-creator/event-creator.module.ts';
import { seatingModule } from './contexts/seating/seating.module.ts';
import { adminModule } from './contexts/admin/admin.module.ts';
import { auditModule } from './contexts/audit/audit.module.ts';
import { analyticsModule } from './contexts/analytics/analytics.module.ts';
import { insightModule } from './contexts/insight/insight.module.ts';
import { messagesModule } from './contexts/messages/messages.module.ts';
import { gettingStartedModule } from './contexts/getting-started/getting-started.module.ts';
import { waitingRoomModule } from './contexts/waiting-room/waiting-room.module.ts';

/** Every context of the product, in the order app.ts registers their routes and the runtime starts their jobs. */
export const MODULES: readonly ContextModule[] = [
  accountsModule,
  organizationsModule,
  settingsModule,
  teamModule,
  invitationsModule,
  notificationsModule,
  siteModule,
  eventsModule,
  profilesModule,
  followsModule,
  calendarModule,
  webhooksModule,
  checkoutModule,
  ticketsModule,
  paymentsModule,
  payoutsModule,
  membershipsModule,
  videosModule,
  privateListsModule,
  promoCodesModule,
  reportingModule,
  referralsModule,
  appsModule,
  broadcastsModule,
  eventCreatorModule,
  seatingModule,
  adminModule,
  auditModule,
  analyticsModule,
  insightModule,
  messagesModule,
  gettingStartedModule,
  waitingRoomModule,
];
