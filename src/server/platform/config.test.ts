import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for a bare environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ env: 'development', port: 3000, databaseUrl: undefined, smtpUrl: undefined, demoData: true, serveWeb: true });
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('reads overrides', () => {
    const c = loadConfig({ PORT: '4000', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', SMTP_URL: 'smtp://h:25', PUBLIC_URL: 'https://ovation.example/' });
    expect(c).toMatchObject({ port: 4000, dataDir: '/tmp/x', databaseUrl: 'postgres://u@h/db', smtpUrl: 'smtp://h:25', publicUrl: 'https://ovation.example' });
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA'],
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });
});
