import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file has a database of its own (test-databases.ts); two cores run two files at a time.
    maxWorkers: 2,
    // Test files share a worker's loaded modules instead of importing the app again for each file (5.7 -> 3.3 min for
    // the PGlite run on the 2-core machine). Safe because nothing a file changes outlives it: every file opens its own
    // app and database (on PGlite a server emptied after the app before it: test-databases.test.ts), and the one
    // test that stubs a global (fetch) restores it after each test.
    isolate: false,
  },
});
