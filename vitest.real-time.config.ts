import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The test files that spend most of their time waiting in real time (a real process starting and stopping, ffmpeg
 * publishing at its own pace, retries seconds apart), each with what it waits for. `npx vitest run` runs them with
 * the others; `npm test` runs them in a lane of their own beside the others (scripts/test-all.sh), so that their
 * waits leave the CPU to the rest instead of holding its two test workers: in one run they took 157 s of the two
 * workers' 294, and on their own they use about 100 core-seconds.
 */
export const REAL_TIME_TESTS: Record<string, string> = {
  'src/server/signals.test.ts': '`npm start` started five times, and `npm run worker`, then stopped by signals',
  'src/server/broadcast-crash.test.ts': 'two server processes, ffmpeg publishing in real time, the replay processed',
  'src/server/crash.test.ts': 'two server processes, the second recovering what the kill -9 of the first left',
  'src/server/seat-crash.test.ts': 'two server processes: a rush for seats killed with -9, then the restart that expires its holds',
  'src/server/contexts/broadcasts/ingest/rtmp-ingest.test.ts': 'ffmpeg publishing in real time, segments seconds long',
  'src/server/contexts/webhooks/delivery.test.ts': 'the real worker loop, retries seconds apart',
  'src/server/mass-refund-crash.test.ts': 'two `npm run worker` processes refunding 200 orders, the first killed with -9 mid-job, its lease run out',
};

function includeOf(file: string): string {
  if (!fs.existsSync(file)) throw new Error(`vitest.real-time.config.ts lists ${file}, which does not exist: update the list`);
  return file;
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: Object.keys(REAL_TIME_TESTS).map(includeOf),
    // Two at a time: the lane still ends (in about 85 s) well before the others' (the step is CPU-bound, 130 s or
    // more), and fewer servers start at once beside them: with three, three servers started in the first seconds.
    maxWorkers: 2,
  },
});
