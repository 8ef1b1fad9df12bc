import fs from 'node:fs';
import path from 'node:path';
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

describe('Playwright', () => {
  it('starts the longest spec files first, then every other one, in one project; the object-storage specs apart', async () => {
    const dataDir = fs.mkdtempSync('/tmp/ovation-e2e-config-');
    try {
      const config = await importWith<{
        LONGEST_SPECS: string[];
        S3_SPECS: string[];
        default: { projects: { name: string; testMatch?: unknown; testIgnore?: unknown }[] };
      }>('../playwright.config.ts', { E2E_DATA_DIR: dataDir, E2E_S3_DATA_DIR: dataDir });
      for (const spec of [...config.LONGEST_SPECS, ...config.S3_SPECS]) expect(fs.existsSync(spec), spec).toBe(true);
      // The object-storage specs run only against the second server (its own project), each spec once.
      expect(config.default.projects.map((p) => [p.name, p.testMatch, p.testIgnore])).toEqual([
        ['desktop', config.LONGEST_SPECS, undefined],
        ['desktop', undefined, [...config.LONGEST_SPECS, ...config.S3_SPECS]],
        ['desktop-s3', config.S3_SPECS, undefined],
      ]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('Playwright', () => {
  it.each([
    [[], true],
    [['e2e/tickets/door-keep.spec.ts'], false],
    [['e2e/tickets/door-keep.spec.ts:71', '--repeat-each', '3'], false],
    [['e2e/tickets/door-keep.spec.ts', 'e2e/platform/object-storage.spec.ts:63'], true],
    [['e2e/tickets/door-keep.spec.ts', 'e2e/platform'], true],
    [['e2e/tickets/door-keep.spec.ts', '/OBJECT-storage/i'], true],
    [['e2e/tickets/door-keep.spec.ts', 'storage'], true],
    [['e2e/platform'], true],
    [['--grep', 'door'], true],
    [['e2e/tickets/door-keep.spec.ts', '--project', 'desktop'], false],
    [['e2e/tickets/door-keep.spec.ts', '('], true],
  ])('a run with the arguments %j starts the object-storage server: %s', async (args, starts) => {
    const dataDir = fs.mkdtempSync('/tmp/ovation-e2e-config-');
    try {
      const { needsS3Server } = await importWith<{ needsS3Server(args: string[]): boolean }>('../playwright.config.ts', { E2E_DATA_DIR: dataDir });
      expect(needsS3Server(args)).toBe(starts);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the lane of tests that wait in real time', () => {
  it('lists existing test files, each with what it waits for', async () => {
    const { REAL_TIME_TESTS } = await importWith<{ REAL_TIME_TESTS: Record<string, string> }>('../vitest.real-time.config.ts', {});
    expect(Object.keys(REAL_TIME_TESTS).length).toBeGreaterThan(0);
    for (const [file, reason] of Object.entries(REAL_TIME_TESTS)) {
      expect(file, file).toMatch(/\.test\.ts$/);
      expect(fs.existsSync(file), file).toBe(true);
      expect(reason.length, file).toBeGreaterThan(10);
    }
  });

  it('is left out of the other lane of npm test by that list, so each file runs once', () => {
    const script = fs.readFileSync('scripts/test-all.sh', 'utf8');
    expect(script).toContain('npx vitest run --config vitest.real-time.config.ts');
    expect(script).toContain('Object.keys(m.REAL_TIME_TESTS)');
    expect(script).toContain('npx vitest run "${real_time[@]/#/--exclude=}"');
  });
});

describe('the static checks', () => {
  it('run at the lowest CPU priority beside the tests from the start, and fail npm test', () => {
    const script = fs.readFileSync('scripts/test-all.sh', 'utf8');
    const started = script.indexOf('nice -n 19 bash scripts/static-checks.sh');
    expect(script).not.toContain('setsid');
    expect(started).toBeGreaterThan(-1);
    expect(started).toBeLessThan(script.indexOf('npx vitest run --config vitest.real-time.config.ts'));
    expect(script).toContain('static_checks_done');
    const checks = fs.readFileSync('scripts/static-checks.sh', 'utf8');
    for (const command of ['npm run -s typecheck', 'npm run -s lint:deps', 'npm run -s format:check', 'npm run -s lint']) {
      expect(checks).toContain(command);
    }
  });
});

describe('the PostgreSQL run', () => {
  const testFiles = (dir: string): string[] =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => path.join(dir, f));

  it('lists existing files and folders, each with its reason, and the route-wide suites', async () => {
    const { POSTGRES_TESTS } = await importWith<{ POSTGRES_TESTS: Record<string, string> }>('../vitest.postgres.config.ts', {
      TEST_DATABASE_URL: 'postgres://unused',
    });
    for (const [entry, reason] of Object.entries(POSTGRES_TESTS)) {
      expect(fs.existsSync(entry), entry).toBe(true);
      expect(reason.length, entry).toBeGreaterThan(10);
    }
    expect(Object.keys(POSTGRES_TESTS)).toEqual(expect.arrayContaining(['src/server/route-access.test.ts', 'src/server/route-fuzz.test.ts']));
  });

  it('takes every test file named for concurrency or races', async () => {
    const { POSTGRES_TESTS } = await importWith<{ POSTGRES_TESTS: Record<string, string> }>('../vitest.postgres.config.ts', {
      TEST_DATABASE_URL: 'postgres://unused',
    });
    const listed = (file: string) => Object.keys(POSTGRES_TESTS).some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
    const named = testFiles('src').filter((f) => /concurren|race/.test(path.basename(f)));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((f) => !listed(f))).toEqual([]);
  });
});
