import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config.ts';
import { checkedKey, checkedPrefix, type Storage } from './storage.ts';

/** S3's answer for a key that is not there: NoSuchKey on GET, a bare 404 (NotFound) on HEAD. */
const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

/**
 * The Storage port on an S3-compatible bucket. Every write is one PutObject (S3 replaces an object whole, so a
 * reader never sees half a file); a file is streamed from disk with its length, never read into memory. PutObject
 * takes up to 5 GiB, above the largest video upload (domain/videos.ts).
 */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: S3-compatible servers (and s3rver) refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const orNull = async <T>(request: Promise<T>): Promise<T | null> => {
    try {
      return await request;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };

  const list: Storage['list'] = async (prefix) => {
    const found: { key: string; size: number }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: checkedPrefix(prefix), ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) found.push({ key: o.Key, size: o.Size ?? 0 });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  };

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data }));
    },
    async get(key) {
      const reply = await orNull(client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) })));
      return reply?.Body ? Buffer.from(await reply.Body.transformToByteArray()) : null;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async putFile(key, sourcePath) {
      const { size } = await fs.stat(sourcePath);
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: createReadStream(sourcePath), ContentLength: size }));
    },
    async stat(key) {
      const head = await orNull(client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) })));
      return head ? { size: head.ContentLength ?? 0 } : null;
    },
    async read(key, range) {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const reply = await orNull(client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key), Range })));
      return (reply?.Body as Readable | undefined) ?? null;
    },
    async removePrefix(prefix) {
      const keys = (await list(prefix)).map((o) => ({ Key: o.key }));
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + DELETE_BATCH), Quiet: true } }));
      }
    },
    list,
    async signedUrl(key, options) {
      if (!settings.redirects) {
        checkedKey(key);
        return null;
      }
      const command = new GetObjectCommand({
        Bucket,
        Key: checkedKey(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.contentDisposition,
        ResponseCacheControl: options.cacheControl,
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
    },
  };
}
