import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTING_ENDPOINTS as E } from '../../../contracts/reporting.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { serve } from '../../platform/http/serve.ts';
import { cancelExport, createExport, exportView, findExport, openExportFile } from './exports.service.ts';
import { requireReportAccess } from './report-access.ts';

/**
 * Report exports (accounts-and-reporting 8): start one, follow it, cancel it, download its file. Every call passes
 * the report gate for the owner; an export is then found only among the caller's own for that owner.
 */
export const exportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  await serve(app, E.createExport, async (request) =>
    createExport(deps, await requireReportAccess(db, request.user, request.body.ownerId), request.body),
  );

  await serve(app, E.export, async (request) =>
    exportView(await findExport(db, await requireReportAccess(db, request.user, request.query.ownerId), request.params.id)),
  );

  await serve(app, E.cancelExport, async (request) =>
    cancelExport(db, await requireReportAccess(db, request.user, request.query.ownerId), request.params.id),
  );

  await serve(app, E.exportFile, async (request, reply) => {
    const file = await openExportFile(deps, await requireReportAccess(db, request.user, request.query.ownerId), request.params.id);
    if (file.size !== null) reply.header('content-length', String(file.size));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
};
