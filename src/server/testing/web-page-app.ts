import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test app that serves `index` as the built web app's page, for tests of what the page handler adds to it (meta
 * tags, the first HTML). Read `.t` inside tests and hooks: it exists once the file's first beforeAll has run.
 */
export function useWebPageApp(env: Record<string, string>, index: string): { readonly t: TestApp } {
  let app: TestApp | undefined;
  let webDir = '';
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), index);
    app = await createTestApp(env, { webDir });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  return {
    get t() {
      if (!app) throw new Error('the web page test app is not started yet');
      return app;
    },
  };
}
