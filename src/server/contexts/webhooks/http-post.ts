import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import { pinnedLookup, type WebhookTarget } from './address-guard.ts';

/** What one POST to a receiver came to: its status (null without an answer), why it failed, and its answer's start. */
export interface PostResult {
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string;
}

export interface PostOptions {
  /** The whole exchange: connecting, sending, and reading the answer. */
  timeoutMs: number;
  /** Characters of the answer kept. */
  excerptMax: number;
  /** The certificate authorities trusted (`trustedContext`); undefined for Node's default. */
  secureContext: tls.SecureContext | undefined;
}

/** Bytes of the answer read at most; the rest is not waited for. */
const MAX_ANSWER_BYTES = 64 * 1024;

const contexts = new Map<string, tls.SecureContext>();

/**
 * The TLS trust of deliveries: Node's default (its bundled roots) without a CA file; with WEBHOOKS_CA_FILE, those
 * roots plus the file's certificates. Built once per file: parsing the roots for every request would cost
 * milliseconds each.
 */
export function trustedContext(caFile: string | undefined): tls.SecureContext | undefined {
  if (!caFile) return undefined;
  let context = contexts.get(caFile);
  if (!context) {
    context = tls.createSecureContext({ ca: [...tls.rootCertificates, fs.readFileSync(caFile, 'utf8')] });
    contexts.set(caFile, context);
  }
  return context;
}

/** The answer as the log keeps it: text without NUL characters (PostgreSQL refuses them), cut between characters. */
export function excerptOf(bytes: Buffer, max: number): string {
  const text = new TextDecoder().decode(bytes).replaceAll('\u0000', '');
  return Array.from(text).slice(0, max).join('');
}

const ERRORS: Record<string, string> = {
  ECONNREFUSED: 'Connection refused',
  ECONNRESET: 'Connection reset',
  EHOSTUNREACH: 'Host unreachable',
  ENETUNREACH: 'Network unreachable',
  EPIPE: 'Connection closed while sending',
};

function errorWords(err: Error & { code?: string }, timeoutMs: number, timedOut: boolean): string {
  if (timedOut) return `Timed out after ${timeoutMs / 1000} s`;
  const known = err.code ? ERRORS[err.code] : undefined;
  if (known) return known;
  if (err.code?.startsWith('ERR_TLS') || /certificate|self.signed|SSL|TLS/i.test(err.message)) return `TLS error: ${err.message}`;
  return err.code ? `${err.code}: ${err.message}` : err.message;
}

/**
 * POSTs a body to a checked target over TLS, connecting to the checked address only. Redirects are not followed (a
 * 3xx is the answer), no connection is reused, and the exchange ends at `timeoutMs` whatever stage it is in. Never
 * throws: a failure is the result's `error`.
 */
export function postWebhook(target: WebhookTarget, body: string, headers: Record<string, string>, options: PostOptions): Promise<PostResult> {
  return new Promise((resolve) => {
    let settled = false;
    let timedOut = false;
    let statusCode: number | null = null;
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, error, responseExcerpt: excerptOf(Buffer.concat(chunks), options.excerptMax) });
    };
    const request = https.request(target.url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: pinnedLookup(target),
      ...(options.secureContext && { secureContext: options.secureContext }),
      agent: false,
    });
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy(new Error('timeout'));
    }, options.timeoutMs);
    request.on('response', (response) => {
      statusCode = response.statusCode ?? null;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - received));
        received += chunk.length;
        if (received >= MAX_ANSWER_BYTES) {
          response.destroy();
          finish(null);
        }
      });
      // The status is the answer: a body cut short (the receiver closed, the timeout) keeps what arrived.
      response.on('end', () => finish(null));
      response.on('error', () => finish(null));
      response.on('close', () => finish(null));
    });
    request.on('error', (err) => finish(statusCode === null ? errorWords(err, options.timeoutMs, timedOut) : null));
    request.end(body);
  });
}
