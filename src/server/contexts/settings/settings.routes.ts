import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../../contracts/accounts.ts';
import { SETTINGS_ENDPOINTS as E } from '../../../contracts/settings.endpoints.ts';
import { SETTINGS_MESSAGES } from '../../../contracts/settings.ts';
import type { AppDeps } from '../../app.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { serve } from '../../platform/http/serve.ts';
import { currencyList, deleteProfile, readSettings, readUpload, saveSettings, saveUpload } from './settings.service.ts';

/** A multipart body the parser cannot read (no boundary, cut short, no part headers) is the client's fault: 400. */
function unreadableUpload(err: unknown): never {
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', SETTINGS_MESSAGES.imageTooLarge);
  const status = (err as { statusCode?: number }).statusCode;
  if (err instanceof AppError || (status && status < 500)) throw err;
  throw new AppError('bad_request', SETTINGS_MESSAGES.unreadableUpload);
}

export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage, limits }) => {
  await serve(app, E.read, async (_request, _reply, access) => readSettings(db, access));

  await serve(app, E.save, async (request, _reply, access) => ({ profile: await saveSettings(db, access, request.body) }));

  await serve(app, E.deleteProfile, async (_request, reply, access) => {
    await deleteProfile(db, storage, access);
    if (access.profile.id === access.user.id) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true as const };
  });

  await serve(app, E.currencies, async () => ({ currencies: currencyList() }));

  await serve(app, E.upload, async (request, _reply, { user }) => {
    await limits.request(request, RATE_RULES.upload);
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', SETTINGS_MESSAGES.notAnImage);
    const file = await request.file().catch(unreadableUpload);
    if (!file) throw invalid({ file: SETTINGS_MESSAGES.notAnImage });
    const kindField = file.fields.kind;
    const kind = kindField && !Array.isArray(kindField) && kindField.type === 'field' ? String(kindField.value) : undefined;
    const data = await file.toBuffer().catch(unreadableUpload);
    return saveUpload(db, storage, user.id, { kind, data, truncated: file.file.truncated });
  });

  await serve(app, E.file, async (request, reply) => {
    const file = await readUpload(db, storage, request.params.id, request.query.w);
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });
};
