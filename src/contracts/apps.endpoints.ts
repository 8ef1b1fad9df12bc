import { SIGNED_IN, profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * The Apps tab's calls (content-management 7 Weekly sales report and app requests), at the spec's paths. The Weekly
 * Sales Report e-mails money figures, so its configuration (reading it too) takes the report gate (the owner's
 * 'edit' right); any signed-in account may suggest an app.
 */
const endpoint = endpointsOf('apps', () => import('./apps.ts'));

const W = '/api/weekly-sales-report';

export const APPS_ENDPOINTS = {
  weeklyReport: endpoint(
    'GET',
    W,
    "The owner's Weekly Sales Report configuration",
    (c) => ({ query: c.weeklyReportQuery, reply: c.weeklyReportReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
  saveWeeklyReport: endpoint(
    'POST',
    W,
    'Configure the Weekly Sales Report (1 to 5 e-mail addresses)',
    (c) => ({ body: c.saveWeeklyReportBody, reply: c.saveWeeklyReportReply }),
    { access: profileRight('edit', 'body.ownerId') },
  ),
  removeWeeklyReport: endpoint(
    'DELETE',
    W,
    'Remove the Weekly Sales Report app',
    (c) => ({ body: c.removeWeeklyReportBody, reply: c.removeWeeklyReportReply }),
    { access: profileRight('edit', 'body.ownerId') },
  ),
  suggestApp: endpoint(
    'POST',
    '/api/slack-app-request',
    'Suggest an app (kept for site admins and e-mailed to support)',
    (c) => ({ body: c.appSuggestionBody, reply: c.appSuggestionReply }),
    { access: SIGNED_IN },
  ),
};
