import type { Ingest } from './live-ingest.ts';

/**
 * The process's ingest, for the browser's publish socket: `startIngest` provides it (`npm start`); a test app or a
 * worker has none, and the socket then refuses publishers with a message while its gate still answers.
 */
let current: Ingest | null = null;

export function provideIngest(ingest: Ingest | null): void {
  current = ingest;
}

export const currentIngest = (): Ingest | null => current;
