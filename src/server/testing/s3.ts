import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { S3Settings } from '../platform/config.ts';
import { useTestApp, type TestApp } from './test-app.ts';

export interface TestS3 {
  /** Settings for s3Storage: the bucket `ovation` on this server. */
  settings: S3Settings;
  /** The same as environment variables, for a test app (`createTestApp(t.env)`). */
  env: Record<string, string>;
  close(): Promise<void>;
}

const BUCKET = 'ovation';
/** s3rver's fixed credentials: it checks every request's signature with them, as S3 does. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server in this process (s3rver, files in a temporary folder) with one empty bucket. */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket: BUCKET, endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true, redirects: true },
    env: {
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

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
