import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for a bare environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      databasePoolSize: 20,
      runWorkers: true,
      smtpUrl: undefined,
      demoData: true,
      serveWeb: true,
    });
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('reads overrides', () => {
    const c = loadConfig({
      PORT: '4000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      DATABASE_POOL_SIZE: '40',
      RUN_WORKERS: 'false',
      SMTP_URL: 'smtp://h:25',
      PUBLIC_URL: 'https://ovation.example/',
    });
    expect(c).toMatchObject({
      port: 4000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      databasePoolSize: 40,
      runWorkers: false,
      smtpUrl: 'smtp://h:25',
      publicUrl: 'https://ovation.example',
    });
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEMO_DATA: 'true' }, true],
    [{ NODE_ENV: 'development', DEMO_DATA: 'false' }, false],
    [{ NODE_ENV: 'test' }, true],
  ])('demo data for %j: %s (off in production unless asked for)', (env, demoData) => {
    expect(loadConfig(env).demoData).toBe(demoData);
  });

  it.each([
    ['', []],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8 , ::1', ['10.0.0.0/8', '::1']],
  ])('TRUST_PROXY %j trusts %j (none by default)', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
    expect(loadConfig({}).trustProxy).toEqual([]);
  });

  it('gives a stop 30 s by default (SHUTDOWN_GRACE_SECONDS)', () => {
    expect(loadConfig({}).shutdownGraceSeconds).toBe(30);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '90' }).shutdownGraceSeconds).toBe(90);
  });

  it.each([
    [{}, { kind: 'local' }],
    [
      { STORAGE: 's3', S3_BUCKET: 'ovation-files' },
      {
        kind: 's3',
        bucket: 'ovation-files',
        endpoint: undefined,
        region: 'us-east-1',
        credentials: undefined,
        forcePathStyle: false,
        redirects: true,
      },
    ],
    [
      {
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
      {
        kind: 's3',
        bucket: 'media',
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-west-3',
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
        forcePathStyle: true,
      },
    ],
    [{ STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'https://s3.example.net', S3_FORCE_PATH_STYLE: 'false' }, { forcePathStyle: false }],
    [{ STORAGE: 's3', S3_BUCKET: 'media', S3_REDIRECTS: 'false' }, { redirects: false }],
  ])('STORAGE and S3_* %j give %j', (env, storage) => {
    expect(loadConfig(env).storage).toMatchObject(storage);
  });

  it.each([
    [{ STORAGE: 's3' }, 'S3_BUCKET: required with STORAGE=s3'],
    [{ STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' }, 'set both or neither'],
    [{ STORAGE: 'disk' }, 'STORAGE'],
    [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ STORAGE: 's3', S3_BUCKET: 'media', S3_REDIRECTS: 'no' }, 'S3_REDIRECTS'],
  ])('refuses the storage settings %j (%s)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined });
  });

  it('reads the Stripe keys; without a secret key there is no Stripe (the sandbox)', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }).stripe).toBeNull();
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).stripe,
    ).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc', publishableKey: 'pk_test_abc', apiUrl: 'http://127.0.0.1:12111' });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: '' }).stripe).toMatchObject({ publishableKey: undefined });
  });

  it("reads the event creator's model (AI_*); unset is the offline assistant, a URL without a model is refused", () => {
    expect(loadConfig({}).ai).toBeNull();
    expect(loadConfig({ AI_BASE_URL: '' }).ai).toBeNull();
    expect(loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: ' qwen2.5:7b ' }).ai).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'none',
      model: 'qwen2.5:7b',
      timeoutMs: 60_000,
    });
    expect(loadConfig({ AI_BASE_URL: 'https://api.example.com/v1', AI_MODEL: 'm', AI_API_KEY: 'sk-1', AI_TIMEOUT_SECONDS: '120' }).ai).toMatchObject({
      apiKey: 'sk-1',
      timeoutMs: 120_000,
    });
    expect(() => loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_TIMEOUT_SECONDS: '0' })).toThrow(ConfigError);
  });

  it('reads the stream signing secret; unset or empty leaves it to DATA_DIR', () => {
    const secret = 'a-stream-signing-secret-of-32-chars!';
    expect(loadConfig({ STREAM_SIGNING_SECRET: secret }).streamSigningSecret).toBe(secret);
    expect(loadConfig({}).streamSigningSecret).toBeUndefined();
    expect(loadConfig({ STREAM_SIGNING_SECRET: '' }).streamSigningSecret).toBeUndefined();
  });

  it('reads the metrics token; unset or empty turns metrics off', () => {
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it.each([
    [{ METRICS_TOKEN: 'a'.repeat(31) }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: `${'a'.repeat(32)} b` }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: `ovk_${'a'.repeat(32)}` }, 'METRICS_TOKEN'],
    [{ STREAM_SIGNING_SECRET: 'too-short' }, 'STREAM_SIGNING_SECRET'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ RUN_WORKERS: 'no' }, 'RUN_WORKERS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.example' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE'],
    [{ SHUTDOWN_GRACE_SECONDS: '0' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ SHUTDOWN_GRACE_SECONDS: 'soon' }, 'SHUTDOWN_GRACE_SECONDS'],
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });
});
