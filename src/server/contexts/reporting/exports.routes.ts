import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTING_ENDPOINTS as E } from '../../../contracts/reporting.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { serve } from '../../platform/http/serve.ts';
import { cancelExport, createExport, EXPORT_FILE_HEADERS, exportView, findExport, openExportFile } from './exports.service.ts';

/**
 * Report exports (accounts-and-reporting 8): start one, follow it, cancel it, download its file. Every endpoint
 * declares the report gate for the owner; an export is then found only among the caller's own for that owner.
 */
export const exportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  await serve(app, E.createExport, async (request, _reply, access) => createExport(deps, access, request.body));

  await serve(app, E.export, async (request, _reply, access) => exportView(await findExport(db, access, request.params.id)));

  await serve(app, E.cancelExport, async (request, _reply, access) => cancelExport(db, access, request.params.id));

  await serve(app, E.exportFile, async (request, reply, access) => {
    const file = await openExportFile(deps, access, request.params.id);
    if ('status' in file) return reply.status(file.status).headers(file.headers).send();
    if (file.size !== null) reply.header('content-length', String(file.size));
    return reply
      .type(EXPORT_FILE_HEADERS.type)
      .header('content-disposition', attachment(file.fileName))
      .header('cache-control', EXPORT_FILE_HEADERS.cacheControl)
      .send(file.body);
  });
};
