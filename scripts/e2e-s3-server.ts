import path from 'node:path';
import { startTestS3 } from '../src/server/testing/s3-server.ts';

/**
 * The product on object storage for the journeys (e2e/platform/object-storage.spec.ts; playwright.config.ts starts
 * it beside the main server): an S3-compatible server (s3rver) in this process, its bucket with the CORS rule
 * docs/production.md documents for PUBLIC_URL, then the product exactly as `npm start` starts, with STORAGE=s3 and
 * redirects on. The bucket's files live in DATA_DIR/bucket and go with the run's folder.
 */
const publicUrl = process.env.PUBLIC_URL;
const dataDir = process.env.DATA_DIR;
if (!publicUrl || !dataDir) throw new Error('PUBLIC_URL and DATA_DIR name the site and its folder');
const s3 = await startTestS3({ directory: path.join(dataDir, 'bucket'), corsOrigin: new URL(publicUrl).origin });
Object.assign(process.env, s3.env);
await import('../src/server/start.mjs'); // `npm start`'s entry, in this process: no argument starts the product
