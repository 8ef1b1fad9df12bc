import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { SITE_ENDPOINTS } from '../contracts/site.endpoints.ts';
import { ENVIRONMENT_META } from '../contracts/site.messages.ts';
import { escapeHtml } from './platform/html.ts';
import { IMAGE_MAX_BYTES } from '../domain/profiles.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import type { Jobs } from './platform/jobs/queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { MAIL_QUEUE } from './platform/mail/mail.jobs.ts';
import type { Storage } from './platform/storage/storage.ts';
import type { PaymentProvider } from './platform/payments/provider.ts';
import type { RateLimiter } from './platform/http/rate-limit.ts';
import { registerAuth } from './platform/http/auth.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerOriginCheck } from './platform/http/origin-check.ts';
import { registerStaticFiles } from './platform/http/static-files.ts';
import { serve } from './platform/http/serve.ts';
import { registerAccess } from './platform/access/resolve-access.ts';
import { serverOptions } from './platform/http/server-options.ts';
import { registerGracefulClose } from './platform/http/graceful-close.ts';
import { AppError, registerErrorHandler, registerNotFound } from './platform/http/errors.ts';
import { resolveSession } from './contexts/accounts/sessions.service.ts';
import { sessionsRoutes } from './contexts/accounts/sessions.routes.ts';
import { accountsRoutes } from './contexts/accounts/accounts.routes.ts';
import { organizationsRoutes } from './contexts/organizations/organizations.routes.ts';
import { settingsRoutes } from './contexts/settings/settings.routes.ts';
import { teamRoutes } from './contexts/team/team.routes.ts';
import { notificationsRoutes } from './contexts/notifications/notifications.routes.ts';
import { siteRoutes } from './contexts/site/site.routes.ts';
import { mailAdminRoutes } from './contexts/site/mail-admin.routes.ts';
import { eventsManagementRoutes } from './contexts/events/events-management.routes.ts';
import { eventsPublicRoutes } from './contexts/events/events-public.routes.ts';
import { metaTagsDecorator } from './contexts/events/meta-tags.ts';
import { profilesRoutes } from './contexts/profiles/profiles.routes.ts';
import { calendarRoutes } from './contexts/calendar/calendar.routes.ts';
import { webhooksRoutes } from './contexts/webhooks/webhooks.routes.ts';
import { apiKeysRoutes } from './contexts/webhooks/api-keys.routes.ts';
import { apiKeyResolver } from './contexts/webhooks/api-key-auth.ts';
import { openApiOptions } from './contexts/webhooks/open-api-docs.ts';

import { checkoutRoutes } from './contexts/checkout/checkout.routes.ts';
import { ticketsRoutes } from './contexts/tickets/tickets.routes.ts';
import { paymentsRoutes } from './contexts/payments/payments.routes.ts';
import { payoutsRoutes } from './contexts/payouts/payouts.routes.ts';
import { membershipsRoutes } from './contexts/memberships/memberships.routes.ts';
import { membershipSubscriptionsRoutes } from './contexts/memberships/membership-subscriptions.routes.ts';
import { videosRoutes } from './contexts/videos/videos.routes.ts';
import { videoPlaybackRoutes } from './contexts/videos/playback.routes.ts';
import { videoDonationsRoutes } from './contexts/videos/donations.routes.ts';
import { tusUploads } from './contexts/videos/tus-uploads.ts';
import { privateListsRoutes } from './contexts/private-lists/private-lists.routes.ts';
import { promoCodesRoutes } from './contexts/promo-codes/promo-codes.routes.ts';
import { revenueRoutes } from './contexts/reporting/revenue.routes.ts';
import { recordsRoutes } from './contexts/reporting/records.routes.ts';
import { exportsRoutes } from './contexts/reporting/exports.routes.ts';
import { referralsRoutes } from './contexts/referrals/referrals.routes.ts';
import { appsRoutes } from './contexts/apps/apps.routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Database['db'];
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  limits: RateLimiter;
  /** Built web app to serve; absent in API tests. */
  webDir?: string;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(deps.config)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerGracefulClose(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, { production: deps.config.env === 'production', stripe: deps.config.stripe !== null, origin: deps.config });
  registerOriginCheck(app, deps.config.publicUrl);

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  // OpenAPI 3.1 with the open API's key scheme and the webhooks' payloads (contexts/webhooks/open-api-docs.ts).
  await app.register(swagger, { ...openApiOptions(), transform: jsonSchemaTransform });
  // The document is always built (app.swagger()); its pages are served unless API_DOCS=false.
  if (deps.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerAccess(app, deps.db);
  registerAuth(app, {
    session: (token) => resolveSession(deps.db, token),
    apiKey: apiKeyResolver(deps),
    secureCookie: deps.config.env === 'production',
  });

  await serve(app, SITE_ENDPOINTS.health, async () => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch {
      throw new AppError('unavailable', 'Database unavailable');
    }
    const mail = await deps.jobs.backlog(MAIL_QUEUE);
    return {
      status: 'ok' as const,
      database: deps.database.kind,
      worker: deps.config.runWorkers ? ('started' as const) : ('separate' as const),
      mail,
    };
  });

  await app.register(accountsRoutes, deps);
  await app.register(sessionsRoutes, deps);
  await app.register(organizationsRoutes, deps);
  await app.register(settingsRoutes, deps);
  await app.register(teamRoutes, deps);
  await app.register(notificationsRoutes, deps);
  await app.register(siteRoutes, deps);
  await app.register(mailAdminRoutes, deps);
  await app.register(eventsManagementRoutes, deps);
  await app.register(eventsPublicRoutes, deps);
  await app.register(profilesRoutes, deps);
  await app.register(calendarRoutes, deps);
  await app.register(webhooksRoutes, deps);
  await app.register(apiKeysRoutes, deps);

  await app.register(checkoutRoutes, deps);
  await app.register(ticketsRoutes, deps);
  await app.register(paymentsRoutes, deps);
  await app.register(payoutsRoutes, deps);
  await app.register(membershipsRoutes, deps);
  await app.register(membershipSubscriptionsRoutes, deps);
  await app.register(videosRoutes, deps);
  await app.register(videoPlaybackRoutes, deps);
  await app.register(videoDonationsRoutes, deps);
  await app.register(tusUploads, deps);
  await app.register(privateListsRoutes, deps);
  await app.register(promoCodesRoutes, deps);
  await app.register(revenueRoutes, deps);
  await app.register(recordsRoutes, deps);
  await app.register(exportsRoutes, deps);
  await app.register(referralsRoutes, deps);
  await app.register(appsRoutes, deps);

  registerNotFound(app, deps.webDir ? await serveWeb(app, deps.webDir, deps.config) : null, metaTagsDecorator(deps.db, deps.config.publicUrl));
  return app;
}

/**
 * Serves the built web app's files; returns its page, which carries the environment in a meta tag (not an inline
 * script, which the Content-Security-Policy forbids), for every other GET.
 */
async function serveWeb(app: FastifyInstance, webDir: string, config: Config): Promise<string> {
  await registerStaticFiles(app, webDir);
  const tag = `<meta name="${ENVIRONMENT_META}" content="${escapeHtml(config.env)}" />`;
  return fs.readFileSync(path.join(webDir, 'index.html'), 'utf8').replace('<head>', () => `<head>${tag}`);
}
