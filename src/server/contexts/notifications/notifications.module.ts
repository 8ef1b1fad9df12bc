import { contextModule } from '../../module.ts';
import { notificationSettings, notifications } from '../../platform/db/schema/index.ts';
import { MAIL_FAILED_QUEUE } from '../../platform/jobs/catalog.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { registerNotificationJobs } from './notifications.jobs.ts';

/** In-app notifications, each person's own switches for them, and the site admins told of e-mails that failed for good. */
export const notificationsModule = contextModule({
  name: 'notifications',
  routes: [notificationsRoutes],
  jobs: registerNotificationJobs,
  queues: [MAIL_FAILED_QUEUE],
  tables: [notifications, notificationSettings],
  emits: [],
  consumes: [],
});
