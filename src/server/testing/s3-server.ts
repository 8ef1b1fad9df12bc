import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/config.ts';

export interface TestS3 {
  /** Settings for s3Storage: the bucket `ovation` on this server. */
  settings: S3Settings;
  /** The same as environment variables, for a test app (`createTestApp(t.env)`) or a server process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface TestS3Options {
  /** Where the bucket's files go; a temporary folder, removed at close, when not given. */
  directory?: string;
  /** The site's origin: the bucket gets the CORS rule docs/production.md documents for it (browsers follow redirects). */
  corsOrigin?: string;
}

const BUCKET = 'ovation';
/** s3rver's fixed credentials: it checks every request's signature with them, as S3 does. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** docs/production.md's CORS rule, in the XML form of S3's PutBucketCors (s3rver's bucket configuration). */
export function corsRuleXml(origin: string): string {
  const many = (tag: string, values: string[]) => values.map((v) => `<${tag}>${v}</${tag}>`).join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    many('AllowedOrigin', [origin]) +
    many('AllowedMethod', ['GET', 'HEAD']) +
    many('AllowedHeader', ['*']) +
    many('ExposeHeader', ['Content-Disposition', 'Content-Length', 'Content-Range', 'Accept-Ranges']) +
    '<MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule></CORSConfiguration>'
  );
}

/** An S3-compatible server in this process (s3rver, on a free port of 127.0.0.1) with one empty bucket. */
export async function startTestS3(options: TestS3Options = {}): Promise<TestS3> {
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-s3-'));
  const configs = options.corsOrigin ? [corsRuleXml(options.corsOrigin)] : [];
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs }] });
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
      if (!options.directory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
