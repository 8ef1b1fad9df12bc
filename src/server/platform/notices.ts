import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from './logger.ts';

/**
 * Notices between the processes of one database: what a process keeps in memory for a few seconds (sessions, event
 * pages) and another process's write has made wrong. A notice is applied in this process at once and sent to the
 * others with PostgreSQL's NOTIFY on one channel; each process LISTENs on a connection of its own and applies what
 * the others send. On the embedded database only one process exists, so nothing is sent.
 *
 * Delivery is best effort, so every cache keeps its own short lifetime as the bound: a notice that cannot be sent is
 * logged, and a listener that lost its connection resets every cache (it may have missed notices meanwhile) before
 * it listens again. docs/decisions/platform.md, "Several processes".
 */
export const NOTICES_CHANNEL = 'ovation_notices';

/**
 * What a kind of notice does here: forget one key (or act on it: cut a broadcast's publisher), or (after a lost
 * connection) everything it keeps. An apply that acts may return its promise: `announce` hands it to the caller.
 */
export interface NoticeHandler {
  apply(key: string): void | Promise<void>;
  reset(): void;
}

/** This process, so that it skips its own notices coming back from the channel. */
const ORIGIN = randomUUID();
const handlers = new Map<string, NoticeHandler>();
/** The listeners of the runtimes running in this process (one in production; tests may start several). */
const listeners = new Set<NoticeListener>();

/** Declares a kind of notice; its module calls `announce(kind, key)` for what every process must forget. */
export function onNotice(kind: string, handler: NoticeHandler): void {
  if (handlers.has(kind)) throw new Error(`notice ${kind} declared twice`);
  handlers.set(kind, handler);
}

/**
 * Applies the notice here now and sends it to the other processes (after the caller's commit: a NOTIFY outside it).
 * Resolves when this process's apply is done; the others apply it when it reaches them.
 */
export function announce(kind: string, key: string): Promise<void> {
  const handler = handlers.get(kind);
  if (!handler) throw new Error(`notice ${kind} was never declared`);
  const applied = handler.apply(key);
  listeners.values().next().value?.send(kind, key);
  return Promise.resolve(applied);
}

/** A notice's payload as sent on the channel (NOTIFY allows 8,000 bytes; keys are ids). */
const encode = (kind: string, key: string) => JSON.stringify({ o: ORIGIN, k: kind, v: key });

/**
 * Applies a notice received from the channel: ignored when it is ours or of a kind this process does not know.
 * Resolves when the apply is done (the listener logs a failure).
 */
export async function receive(payload: string | undefined): Promise<void> {
  let notice: { o?: unknown; k?: unknown; v?: unknown };
  try {
    notice = JSON.parse(payload ?? '') as typeof notice;
  } catch {
    return;
  }
  if (notice.o === ORIGIN || typeof notice.k !== 'string' || typeof notice.v !== 'string') return;
  await handlers.get(notice.k)?.apply(notice.v);
}

/** Empties every cache: the notices connection was lost, so some may have been missed. */
export function resetAll(): void {
  for (const handler of handlers.values()) handler.reset();
}

export interface NoticeListener {
  send(kind: string, key: string): void;
  stop(): Promise<void>;
}

/** How long a listener that lost its connection waits before it connects again. */
const RECONNECT_MS = 1_000;

/**
 * Listens on the channel (and sends on it) through a connection of its own, connecting again when it drops. Resolves
 * once it listens, so a process answers requests only when it hears the others.
 */
export async function startNotices(connectionString: string, log: Logger): Promise<NoticeListener> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on(
      'notification',
      (m) => void receive(m.payload).catch((err: unknown) => log.error({ err, channel: m.channel }, 'notices: applying a notice failed')),
    );
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${NOTICES_CHANNEL}`);
    client = next;
  };
  const lost = (which: pg.Client, err?: Error) => {
    if (stopped || client !== which) return;
    client = null;
    log.warn({ err }, 'notices: connection lost; caches reset, connecting again');
    resetAll();
    which.end().catch(() => undefined);
    const again = () => {
      if (stopped) return;
      connect().then(resetAll, (e: unknown) => {
        log.warn({ err: e }, 'notices: cannot connect');
        retry = setTimeout(again, RECONNECT_MS).unref();
      });
    };
    retry = setTimeout(again, RECONNECT_MS).unref();
  };

  await connect();
  const listener: NoticeListener = {
    send(kind, key) {
      if (!client) return; // the caches' lifetimes bound what the others keep; resetAll runs when it is back
      client.query('select pg_notify($1, $2)', [NOTICES_CHANNEL, encode(kind, key)]).catch((err: unknown) => {
        log.warn({ err, kind }, 'notices: a notice was not sent');
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      listeners.delete(listener);
      await client?.end().catch(() => undefined);
    },
  };
  listeners.add(listener);
  return listener;
}
