import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestS3, type TestS3 } from './s3-server.ts';
import { useTestApp, type TestApp } from './test-app.ts';

/**
 * One app for the calling file on STORAGE=s3, against an s3rver started before it and stopped after it. `env` is the
 * app's environment (DATA_DIR, then S3_* once started), for a second process or a store of the test's own; `webDir`
 * serves a built web app, as for useTestApp.
 */
export function useS3TestApp(opts: { webDir?: string } = {}): { t: TestApp; env: Record<string, string>; dataDir: string; s3: () => TestS3 } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-s3-app-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    s3 = await startTestS3();
    Object.assign(env, s3.env);
  });
  const t = useTestApp(env, opts);
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    t,
    env,
    dataDir,
    s3: () => {
      if (!s3) throw new Error('The S3 server starts in beforeAll');
      return s3;
    },
  };
}

/**
 * The target of a redirect to the bucket, after checking it leads to `s3`'s bucket with a signature, has no body and
 * that no cache may keep it (the presigned URL is the requester's alone).
 */
export function bucketRedirect(res: LightMyRequestResponse, s3: TestS3): URL {
  expect(res.statusCode).toBe(302);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.rawPayload.length).toBe(0);
  const location = new URL(String(res.headers.location));
  expect(location.origin).toBe(new URL(s3.settings.endpoint!).origin);
  expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  return location;
}

/** How long a presigned URL lives, in seconds. */
export const presignedSeconds = (location: URL) => Number(location.searchParams.get('X-Amz-Expires'));
