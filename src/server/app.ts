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
import { redirectOrigin } from './platform/storage/redirects.ts';
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
import { capacityAdvice, registerAdmission } from './platform/http/admission.ts';
import { registerMetrics } from './platform/metrics/metrics.ts';
import { priorityRequests } from './platform/http/priority-requests.ts';
import { isShedFirst } from './platform/http/shed-first.ts';
import { AppError, registerErrorHandler, registerNotFound } from './platform/http/errors.ts';
import { forgetSessionsOf, sessionResolver } from './contexts/accounts/index.ts';
import { apiKeyResolver, openApiOptions } from './contexts/webhooks/index.ts';
import { MODULES } from './modules.ts';
import { publicPageDecorator } from './public-pages.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { arrivalCounter } from './contexts/waiting-room/index.ts';
import { named } from './platform/http/named-plugin.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Database['db'];
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  limits: RateLimiter;
  /** Our own clock (the waiting room's on-sale time); the system clock unless a test moves one. */
  clock?: Clock;
  /** Built web app to serve; absent in API tests. */
  webDir?: string;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(deps.config)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // First: beyond capacity a request is refused before any other work is spent on it.
  const admission = registerAdmission(app, {
    ...deps.config.overload,
    hasPriority: priorityRequests(deps.db),
    shedFirst: isShedFirst,
    onFirstRefusal: (rate) => app.log.warn(capacityAdvice(deps.database.kind, rate)),
  });
  registerGracefulClose(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, {
    production: deps.config.env === 'production',
    stripe: deps.config.stripe !== null,
    origin: deps.config,
    pixelScriptsUrl: deps.config.pixelScriptsUrl,
    storageOrigin: await redirectOrigin(deps.storage),
  });
  registerOriginCheck(app, deps.config.publicUrl);

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  // OpenAPI 3.1 with the open API's key scheme and the webhooks' payloads (contexts/webhooks/open-api-docs.ts).
  await app.register(swagger, { ...openApiOptions(), transform: jsonSchemaTransform });
  // The document is always built (app.swagger()); its pages are served unless API_DOCS=false.
  if (deps.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerAccess(app, deps.db);
  registerAuth(app, {
    session: sessionResolver(deps.db, deps.config.sessionCacheSeconds * 1000),
    forgetSessions: forgetSessionsOf,
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

  await registerMetrics(app, { token: deps.config.metricsToken, admission, database: deps.database, jobs: deps.jobs, log: app.log });

  for (const module of MODULES) {
    for (const routes of module.routes) await app.register(named(routes.name, routes), deps);
  }

  registerNotFound(
    app,
    deps.webDir ? await serveWeb(app, deps.webDir, deps.config) : null,
    publicPageDecorator(
      deps.db,
      deps.config.publicUrl,
      arrivalCounter(deps.db, () => (deps.clock ?? systemClock).now()),
    ),
  );
  return app;
}

/**
 * Serves the built web app's files; returns its page, which carries the environment in a meta tag (not an inline
 * script, which the Content-Security-Policy forbids), for every other GET.
 */
async function serveWeb(app: FastifyInstance, webDir: string, config: Config): Promise<string> {
  registerStaticFiles(app, webDir);
  const tag = `<meta name="${ENVIRONMENT_META}" content="${escapeHtml(config.env)}" />`;
  return fs.readFileSync(path.join(webDir, 'index.html'), 'utf8').replace('<head>', () => `<head>${tag}`);
}
