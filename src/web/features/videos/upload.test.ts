import { DetailedError, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { VIDEO_FORM_TEXTS as T, VIDEO_MESSAGES } from '../../../contracts/videos.messages.ts';
import {
  IDLE_UPLOAD,
  answerMessage,
  formatBytes,
  isStaleResume,
  latestUpload,
  uploadErrorMessage,
  uploadAddressProblem,
  uploadPercent,
  uploadReducer,
  uploadUrlErrorMessage,
  thumbnailFileProblem,
  thumbnailUploadMessage,
  videoFileProblem,
  videoFingerprint,
  whatFailed,
  type UploadEvent,
  type UploadState,
} from './upload.ts';

const GB = 1024 ** 3;
const uploading: UploadState = { phase: 'uploading', fileName: 'a.mp4', size: 100, percent: 40, paused: false };
const uploaded: UploadState = { phase: 'uploaded', fileName: 'a.mp4', size: 100, passthroughUuid: 'p-1' };
const failed: UploadState = { phase: 'error', message: 'x' };

describe('uploadReducer', () => {
  it.each<[string, UploadState, UploadEvent, UploadState]>([
    ['starts from idle', IDLE_UPLOAD, { type: 'started', fileName: 'a.mp4', size: 100 }, { ...uploading, percent: 0 }],
    ['starts again after an error', failed, { type: 'started', fileName: 'a.mp4', size: 100 }, { ...uploading, percent: 0 }],
    ['counts progress', uploading, { type: 'progress', sent: 55, total: 100 }, { ...uploading, percent: 55 }],
    ['pauses', uploading, { type: 'paused' }, { ...uploading, paused: true }],
    ['resumes', { ...uploading, paused: true }, { type: 'resumed' }, uploading],
    ['finishes', uploading, { type: 'finished', passthroughUuid: 'p-1' }, uploaded],
    ['fails', uploading, { type: 'failed', message: 'x' }, failed],
    ['fails before starting (a file check)', IDLE_UPLOAD, { type: 'failed', message: 'x' }, failed],
    ['resets while uploading (cancel)', uploading, { type: 'reset' }, IDLE_UPLOAD],
    ['resets once uploaded (remove)', uploaded, { type: 'reset' }, IDLE_UPLOAD],
    ['ignores late progress once uploaded', uploaded, { type: 'progress', sent: 10, total: 100 }, uploaded],
    ['ignores progress after a cancel', IDLE_UPLOAD, { type: 'progress', sent: 10, total: 100 }, IDLE_UPLOAD],
    ['ignores a success after a cancel', IDLE_UPLOAD, { type: 'finished', passthroughUuid: 'p-1' }, IDLE_UPLOAD],
    ['ignores a pause when nothing uploads', failed, { type: 'paused' }, failed],
  ])('%s', (_, state, event, next) => {
    expect(uploadReducer(state, event)).toEqual(next);
  });
});

describe('uploadPercent', () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [99.9, 100, 99],
    [100, 100, 100],
    [120, 100, 100],
    [5, 0, 0],
    [Number.NaN, 100, 0],
  ])('%d of %d is %d%%', (sent, total, percent) => {
    expect(uploadPercent(sent, total)).toBe(percent);
  });
});

describe('videoFileProblem', () => {
  it.each([
    [{ size: 10, type: 'video/mp4' }, null],
    [{ size: 10, type: 'video/quicktime' }, null],
    [{ size: 10, type: 'video/mov' }, null],
    [{ size: 10, type: 'video/x-quicktime' }, null],
    [{ size: 5 * GB, type: 'video/mp4' }, null],
    [{ size: 5 * GB + 1, type: 'video/mp4' }, VIDEO_MESSAGES.fileTooLarge],
    [{ size: 6 * GB, type: 'video/webm' }, VIDEO_MESSAGES.fileTooLarge],
    [{ size: 10, type: 'video/webm' }, VIDEO_MESSAGES.wrongFileType],
    [{ size: 10, type: 'audio/mp4' }, VIDEO_MESSAGES.wrongFileType],
    [{ size: 10, type: '' }, VIDEO_MESSAGES.wrongFileType],
  ])('%j', (file, problem) => {
    expect(videoFileProblem(file)).toBe(problem);
  });
});

describe('uploadErrorMessage', () => {
  it.each([
    ['413 from the server', { status: 413, body: 'too big', online: true }, VIDEO_MESSAGES.fileTooLarge],
    ['415 from the server', { status: 415, body: 'Unsupported', online: true }, VIDEO_MESSAGES.wrongFileType],
    ['offline', { status: 500, body: 'oops', online: false }, T.networkErrorUpload],
    ['no answer (connection dropped)', { status: null, body: '', online: true }, T.networkErrorUpload],
    ['a JSON refusal', { status: 403, body: '{"code":"forbidden","message":"Not yours"}', online: true }, 'Not yours'],
    ['a plain-text refusal', { status: 410, body: 'The file for this url was not found\n', online: true }, 'The file for this url was not found'],
    ['an HTML error page', { status: 502, body: '<html><body>Bad gateway</body></html>', online: true }, T.uploadFailed],
    ['an empty body', { status: 500, body: '', online: true }, T.uploadFailed],
    ['JSON without a message', { status: 500, body: '{"error":1}', online: true }, T.uploadFailed],
    ['no request at all (status 0)', { status: 0, body: '', online: true }, T.uploadFailed],
  ])('%s', (_, failure, message) => {
    expect(uploadErrorMessage(failure)).toBe(message);
  });

  it('shows a long plain-text body as the generic message', () => {
    expect(answerMessage('x'.repeat(301))).toBe('');
  });
});

describe('uploadUrlErrorMessage', () => {
  it.each([
    [0, T.networkErrorUrl],
    [429, T.uploadUrlFailed],
    [403, T.uploadUrlFailed],
    [500, T.uploadUrlFailed],
  ])('status %d', (status, message) => {
    expect(uploadUrlErrorMessage(status)).toBe(message);
  });
});

describe('uploadAddressProblem', () => {
  it.each([
    ['http://127.0.0.1:3000/api/v1/uploads/tus', 'http://127.0.0.1:3000', null],
    ['/api/v1/uploads/tus', 'http://127.0.0.1:3000', null],
    ['https://ovation.example/api/v1/uploads/tus', 'https://ovation.example', null],
    // The page was opened at another address than PUBLIC_URL: the browser would refuse the upload (its policy, CORS,
    // and the session cookie of another site), so the user is told where to go instead of 'check your internet'.
    ['http://localhost:3000/api/v1/uploads/tus', 'http://127.0.0.1:3000', T.uploadAddressElsewhere('http://localhost:3000')],
    ['https://ovation.example/api/v1/uploads/tus', 'http://ovation.example', T.uploadAddressElsewhere('https://ovation.example')],
  ])('%s from a page at %s', (url, pageOrigin, problem) => {
    expect(uploadAddressProblem(url, pageOrigin)).toBe(problem);
  });
});

describe('videoFingerprint', () => {
  const file = { name: 'clip.mp4', type: 'video/mp4', size: 1234, lastModified: 1_700_000_000_000 };
  it('names the owner and the file, not the upload URL', () => {
    expect(videoFingerprint('owner-1', file)).toBe('ovation-video-owner-1-clip.mp4-video/mp4-1234-1700000000000');
  });
  it.each([
    ['another owner', 'owner-2', file],
    ['another size', 'owner-1', { ...file, size: 1235 }],
    ['another date', 'owner-1', { ...file, lastModified: 1 }],
    ['another name', 'owner-1', { ...file, name: 'clip2.mp4' }],
  ])('differs for %s', (_, owner, other) => {
    expect(videoFingerprint(owner, other)).not.toBe(videoFingerprint('owner-1', file));
  });
});

describe('latestUpload', () => {
  const remembered = (at: string, meta: Record<string, string>, uploadUrl: string | null = 'https://x/api/v1/uploads/tus/1') => ({
    uploadUrl,
    metadata: meta,
    creationTime: at,
  });
  const mine = { ownerId: 'o1', passthroughUuid: 'p1', filename: 'a.mp4' };
  const older = remembered('Mon Jan 01 2024 10:00:00 GMT+0000', mine);
  const newer = remembered('Tue Jan 02 2024 10:00:00 GMT+0000', { ...mine, passthroughUuid: 'p2' });

  it.each([
    ['nothing remembered', [], null],
    ['the only one', [older], older],
    ['the newest of two', [older, newer], newer],
    ['the newest, in any order', [newer, older], newer],
    ['not another owner’s', [remembered('Wed Jan 03 2024', { ...mine, ownerId: 'o2' })], null],
    ['not one without its passthrough id', [remembered('Wed Jan 03 2024', { ownerId: 'o1' })], null],
    ['not one without its URL', [remembered('Wed Jan 03 2024', mine, null)], null],
    ['one with an unreadable date, when alone', [remembered('garbage', mine)], remembered('garbage', mine)],
  ])('%s', (_, uploads, latest) => {
    expect(latestUpload(uploads, 'o1')).toEqual(latest);
  });
});

describe('isStaleResume', () => {
  it.each([
    ['HEAD', 404, true],
    ['HEAD', 403, true],
    ['HEAD', 410, true],
    ['HEAD', 401, true],
    ['HEAD', 423, false],
    ['HEAD', 500, false],
    ['HEAD', null, false],
    ['PATCH', 404, false],
    ['POST', 403, false],
    [null, 404, false],
  ])('%s answered %s: %s', (method, status, stale) => {
    expect(isStaleResume(method, status)).toBe(stale);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [150 * 1024 * 1024, '150 MB'],
    [1.25 * GB, '1.3 GB'],
    [5 * GB, '5 GB'],
    [-3, '0 B'],
  ])('%d bytes: %s', (bytes, label) => {
    expect(formatBytes(bytes)).toBe(label);
  });
});

describe('thumbnails', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ size: MB, type: 'image/jpeg' }, null],
    [{ size: 8 * MB, type: 'image/png' }, null],
    [{ size: 8 * MB + 1, type: 'image/png' }, VIDEO_MESSAGES.thumbnailTooLarge],
    [{ size: MB, type: 'video/mp4' }, VIDEO_MESSAGES.thumbnailNotImage],
    [{ size: 20 * MB, type: 'application/pdf' }, VIDEO_MESSAGES.thumbnailNotImage],
    [{ size: MB, type: '' }, VIDEO_MESSAGES.thumbnailNotImage],
  ])('%j', (file, problem) => {
    expect(thumbnailFileProblem(file)).toBe(problem);
  });

  it.each([
    [413, VIDEO_MESSAGES.thumbnailTooLarge],
    [422, VIDEO_MESSAGES.thumbnailNotImage],
    [415, VIDEO_MESSAGES.thumbnailNotImage],
    [0, VIDEO_MESSAGES.thumbnailNotImage],
  ])('a refused upload (%d)', (status, message) => {
    expect(thumbnailUploadMessage(status)).toBe(message);
  });
});

describe('whatFailed', () => {
  const request = (method: string) =>
    ({ getMethod: () => method, getURL: () => '/api/v1/uploads/tus/x', getHeader: () => undefined }) as unknown as HttpRequest;
  const answer = (status: number, body: string) => ({ getStatus: () => status, getBody: () => body }) as unknown as HttpResponse;
  /** tus-js-client's error as it makes them: `new DetailedError(message, cause, request, response)` (its typings name only the message). */
  const tusError = (cause: Error | null, req: HttpRequest, res?: HttpResponse) =>
    new (DetailedError as unknown as new (...args: unknown[]) => DetailedError)('tus: failed', cause, req, res ?? null);

  it.each([
    ['a refused resume', tusError(null, request('HEAD'), answer(404, 'not found')), { method: 'HEAD', status: 404, body: 'not found' }],
    ['a refused chunk', tusError(null, request('PATCH'), answer(415, 'Unsupported')), { method: 'PATCH', status: 415, body: 'Unsupported' }],
    ['a request without an answer', tusError(new Error('x'), request('PATCH')), { method: 'PATCH', status: null, body: '' }],
    ['a local failure', new Error('tus: no file or stream to upload provided'), { method: null, status: 0, body: '' }],
  ])('%s', (_, error, failure) => {
    expect(whatFailed(error)).toEqual(failure);
  });

  it('a refused resume starts over; a refused chunk says why', () => {
    const resume = whatFailed(tusError(null, request('HEAD'), answer(404, '')));
    expect(isStaleResume(resume.method, resume.status)).toBe(true);
    const chunk = whatFailed(tusError(null, request('PATCH'), answer(415, '')));
    expect(uploadErrorMessage({ ...chunk, online: true })).toBe(VIDEO_MESSAGES.wrongFileType);
    const dropped = whatFailed(tusError(new Error('socket hang up'), request('PATCH')));
    expect(uploadErrorMessage({ ...dropped, online: true })).toBe(T.networkErrorUpload);
  });
});
