import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The config modules read their environment when imported: set it for the import only (test files share a process). */
async function importWith<T>(module: string, env: Record<string, string>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return (await import(module)) as { default: T } & T as T;
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

describe('Playwright', () => {
  it('never retries a failed test, on CI either: a flaky test is a bug to fix', async () => {
    const dataDir = fs.mkdtempSync('/tmp/ovation-e2e-config-');
    try {
      const config = await importWith<{ default: { retries?: number } }>('../playwright.config.ts', { CI: 'true', E2E_DATA_DIR: dataDir });
      expect(config.default.retries).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
