import path from 'node:path';
import { z } from 'zod';
import { API_KEY_PREFIX } from '../../contracts/webhooks.messages.ts';

/** `true`/`false`, or undefined when unset so the default can depend on NODE_ENV. */
const optionalFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** Configuration comes from environment variables, validated once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where files live: `local` (DATA_DIR/files) or `s3` (an S3-compatible bucket, S3_* below). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** An S3-compatible server's URL (MinIO, Garage, R2…); unset: AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's own chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; default: on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: optionalFlag,
  /** `false`: the API streams every file itself, for a bucket browsers cannot reach (storage/redirects.ts). */
  S3_REDIRECTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Ovation <no-reply@ovation.local>'),
  /** Bulk e-mail (attendee messages) handed to the mail queue per minute, across all messages: an SMTP plan's rate. */
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Where messages for the Ovation team go (app suggestions). */
  SUPPORT_EMAIL: z.email().default('support@ovation.events'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Default: on, except with NODE_ENV=production, where demo accounts with a published password must be asked for. */
  DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Connections this process keeps to the database (pg-boss keeps its own few). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** `false` for API-only replicas: jobs are still enqueued, and `npm run worker` processes handle them. */
  RUN_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * How long a running job may go without its process marking it alive before another process retries it
   * (platform/jobs/leases.ts): a worker killed mid-job loses it for this long. The crash tests shorten it.
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(40),
  /**
   * The built-in sandbox only (no Stripe key): the first refund attempt of this % of idempotency keys fails, half
   * refused and half refunded with the reply lost (platform/payments/sandbox.ts). For the crash tests; 0 by default.
   */
  SANDBOX_REFUND_FAULT_PERCENT: z.coerce.number().int().min(0).max(100).default(0),
  /**
   * Whether webhooks may be delivered to loopback addresses (127.0.0.0/8, ::1): a receiver on the same machine, for
   * tests and development. Default: on, except with NODE_ENV=production. Private and link-local addresses are
   * refused either way.
   */
  WEBHOOKS_ALLOW_LOOPBACK: optionalFlag,
  /** A PEM file of extra certificate authorities webhook deliveries trust (a test receiver's self-signed one). */
  WEBHOOKS_CA_FILE: z.string().min(1).optional(),
  /**
   * Seconds before each attempt of a webhook delivery, comma-separated ('0,1,1'): tests shorten the schedule. Unset:
   * the product's schedule over about a day (WEBHOOK_RETRY_DELAYS_SECONDS of domain/webhooks.ts).
   */
  WEBHOOKS_RETRY_DELAYS: z
    .string()
    .regex(/^\d{1,6}(,\d{1,6}){0,19}$/, 'must be up to 20 comma-separated whole numbers of seconds')
    .transform((v) => v.split(',').map(Number))
    .optional(),
  /** Sign-in attempts allowed per minute per client address. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * How long a read (GET) may use a session resolved before, in this process (contexts/accounts/session-cache.ts);
   * 0 reads the database on every request.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Multiplies every rate limit's maximum (the API tests buy hundreds of times from one address). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  /**
   * Proxies whose X-Forwarded-For is believed: comma-separated addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`).
   * Empty (the default) trusts none: the client address is the connection's.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'must be a comma-separated list of IP addresses or CIDR ranges'))),
  /** Stripe: with a secret key payments go through Stripe; without one, the built-in sandbox. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Stripe.js in the browser needs the publishable key that goes with the secret key. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where the Stripe SDK sends requests (tests point it at recorded responses). */
  STRIPE_API_URL: z.url().optional(),
  /** Where the purchase pixels' scripts load from instead of Google's and Meta's (tests point it at a fake). */
  PIXEL_SCRIPTS_URL: z.url().optional(),
  /**
   * The key of the videos' signed stream URLs (HMAC-SHA256), at least 32 characters; every API process of one site
   * needs the same. Unset: one is made at first use and kept in DATA_DIR/secrets (shared by processes on one DATA_DIR).
   */
  STREAM_SIGNING_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The key of the waiting room's admission passes (HMAC-SHA256), at least 32 characters; every API process of one
   * site needs the same. Unset: one is made at first use and kept in DATA_DIR/secrets.
   */
  QUEUE_SIGNING_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The RTMP ingest's port (rtmp://<public host>:<port>/live, the stream key as the stream name); 0 turns it off. */
  RTMP_PORT: z.coerce.number().int().min(0).max(65_535).default(1935),
  /** How long a live broadcast whose publisher dropped waits for it to come back before it ends. */
  BROADCAST_RECONNECT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Live broadcasts this process packages at once (each runs an ffmpeg); the next publisher is refused. */
  BROADCAST_MAX_LIVE: z.coerce.number().int().min(1).max(1000).default(4),
  /** The longest a broadcast may stay live: it ends then, whatever the publisher does. */
  BROADCAST_MAX_HOURS: z.coerce.number().positive().max(168).default(8),
  /** The Swagger UI and OpenAPI JSON at /api/docs: the open API's public documentation, so on by default (`false` hides it). */
  API_DOCS: optionalFlag,
  /**
   * Counts visits of headless browsers in analytics (our own Playwright suite); otherwise they are dropped as bots
   * (contexts/analytics/visitor.ts). Never set in production.
   */
  ANALYTICS_COUNT_HEADLESS: optionalFlag,
  /**
   * How often the analytics buffer is written to the database (contexts/analytics/ingest-buffer.ts); 0: only when
   * it holds enough rows, on shutdown, or when called (the API tests flush by hand).
   */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /**
   * How long a stop on SIGTERM or SIGINT may take: requests in flight are answered and running jobs finish (those
   * still running are then released to another process) before the process exits 0; past it, the process exits 1.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Admission control (platform/http/admission.ts): requests this process works on at once; beyond them others wait
   * while the queue moves (its oldest has waited less than OVERLOAD_QUEUE_MS), and the rest are refused at once with
   * 503 and Retry-After. 0 turns it off.
   */
  OVERLOAD_MAX_ACTIVE: z.coerce.number().int().min(0).max(100_000).default(64),
  /** 0: no queue. */
  OVERLOAD_QUEUE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** The Retry-After of a refusal: how long a refused visitor is asked to wait. */
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  /**
   * Turns on `GET /metrics` (Prometheus text) for the bearer of this token; unset, the route answers 404 and no
   * request is counted. Not an API key (`ovk_`), which the auth hook would take as one.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .regex(/^[A-Za-z0-9._~+/=-]+$/, 'must be letters, digits and . _ ~ + / = - only (a bearer token)')
    .refine((v) => !v.startsWith(API_KEY_PREFIX), `must not start with ${API_KEY_PREFIX} (that is a personal API key)`)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The AI event creator's language model: any OpenAI-compatible chat-completions server (a hosted API, or Ollama,
   * vLLM, llama.cpp). Unset: the built-in offline assistant answers.
   */
  AI_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The server's key; local servers take any. */
  AI_API_KEY: z.string().optional(),
  /** The model's name on that server (required with AI_BASE_URL). */
  AI_MODEL: z.string().optional(),
  /** How long one reply may take, all its rounds together; a slow local model on a CPU needs more. */
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(60),
  /** `npm run dev` serves the web app through Vite instead. */
  OVATION_SKIP_WEB_BUILD: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** Every environment variable the configuration reads (the README's table lists each: config-readme.test.ts). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** An S3-compatible bucket (STORAGE=s3). */
export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** S3_REDIRECTS: browsers fetch large files from the bucket by presigned URLs (storage.signedUrl gives none when off). */
  redirects: boolean;
}

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  /** STORAGE and S3_*: files on the local disk under DATA_DIR/files, or in an S3-compatible bucket. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  databaseUrl?: string;
  databasePoolSize: number;
  runWorkers: boolean;
  /** JOB_LEASE_SECONDS. */
  jobLeaseSeconds: number;
  /** SANDBOX_REFUND_FAULT_PERCENT. */
  sandboxRefundFaultPercent: number;
  smtpUrl?: string;
  mailFrom: string;
  /** Attendee-message e-mails handed to the mail queue per minute (contexts/messages). */
  mailRatePerMinute: number;
  supportEmail: string;
  publicUrl: string;
  /** PUBLIC_URL was given: it is the address, whatever a request's Host says (platform/http/browser-origin.ts). */
  publicUrlSet: boolean;
  logLevel: string;
  demoData: boolean;
  loginRateLimit: number;
  sessionCacheSeconds: number;
  rateLimitScale: number;
  trustProxy: string[];
  /** SHUTDOWN_GRACE_SECONDS. */
  shutdownGraceSeconds: number;
  serveWeb: boolean;
  apiDocs: boolean;
  /** ANALYTICS_COUNT_HEADLESS: headless browsers count as visitors (the e2e suite). */
  analyticsCountHeadless: boolean;
  /** ANALYTICS_FLUSH_MS: the analytics buffer's write interval (0: no timer). */
  analyticsFlushMs: number;
  /** Admission control: OVERLOAD_MAX_ACTIVE (0: off), OVERLOAD_QUEUE_MS, OVERLOAD_RETRY_AFTER_SECONDS. */
  overload: { maxActive: number; maxWaitMs: number; retryAfterSeconds: number };
  /** METRICS_TOKEN: the bearer of `GET /metrics`, or undefined (metrics off). */
  metricsToken?: string;
  stripe: { secretKey: string; webhookSecret?: string; publishableKey?: string; apiUrl?: string } | null;
  /** PIXEL_SCRIPTS_URL: the base of gtag/js, fbevents.js and gtm.js instead of the vendors' (domain/pixels.ts). */
  pixelScriptsUrl?: string;
  /** STREAM_SIGNING_SECRET, or undefined for the one kept in DATA_DIR (contexts/videos/stream-signing.ts). */
  streamSigningSecret?: string;
  /** QUEUE_SIGNING_SECRET, or undefined for the one kept in DATA_DIR (contexts/waiting-room/passes.ts). */
  queueSigningSecret?: string;
  /** Live broadcasts' ingest: RTMP_PORT (0: off), BROADCAST_RECONNECT_SECONDS, BROADCAST_MAX_LIVE, BROADCAST_MAX_HOURS. */
  broadcasts: { rtmpPort: number; reconnectSeconds: number; maxLive: number; maxHours: number };
  /** The event creator's language model (AI_*), or null for the offline assistant. */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  webhooks: {
    allowLoopback: boolean;
    /** Extra trusted certificate authorities (PEM), read from WEBHOOKS_CA_FILE. */
    caFile?: string;
    /** Seconds before each attempt, from WEBHOOKS_RETRY_DELAYS (default: WEBHOOK_RETRY_DELAYS_SECONDS of domain/webhooks.ts). */
    retryDelaysSeconds?: readonly number[];
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.AI_BASE_URL && !e.AI_MODEL?.trim()) throw new ConfigError('Invalid configuration:\n  AI_MODEL: required with AI_BASE_URL');
  if (e.STORAGE === 's3' && !e.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required with STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
            redirects: e.S3_REDIRECTS,
          }
        : { kind: 'local' },
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    runWorkers: e.RUN_WORKERS,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    sandboxRefundFaultPercent: e.SANDBOX_REFUND_FAULT_PERCENT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    serveWeb: !e.OVATION_SKIP_WEB_BUILD,
    apiDocs: e.API_DOCS ?? true,
    analyticsCountHeadless: e.ANALYTICS_COUNT_HEADLESS ?? false,
    analyticsFlushMs: e.ANALYTICS_FLUSH_MS,
    overload: { maxActive: e.OVERLOAD_MAX_ACTIVE, maxWaitMs: e.OVERLOAD_QUEUE_MS, retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_SECONDS },
    metricsToken: e.METRICS_TOKEN,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, publishableKey: e.STRIPE_PUBLISHABLE_KEY, apiUrl: e.STRIPE_API_URL }
      : null,
    pixelScriptsUrl: e.PIXEL_SCRIPTS_URL,
    streamSigningSecret: e.STREAM_SIGNING_SECRET,
    queueSigningSecret: e.QUEUE_SIGNING_SECRET,
    broadcasts: {
      rtmpPort: e.RTMP_PORT,
      reconnectSeconds: e.BROADCAST_RECONNECT_SECONDS,
      maxLive: e.BROADCAST_MAX_LIVE,
      maxHours: e.BROADCAST_MAX_HOURS,
    },
    ai: e.AI_BASE_URL
      ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY || 'none', model: e.AI_MODEL!.trim(), timeoutMs: e.AI_TIMEOUT_SECONDS * 1000 }
      : null,
    webhooks: {
      allowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK ?? e.NODE_ENV !== 'production',
      caFile: e.WEBHOOKS_CA_FILE,
      ...(e.WEBHOOKS_RETRY_DELAYS ? { retryDelaysSeconds: e.WEBHOOKS_RETRY_DELAYS } : {}),
    },
  };
}
