import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, PLATFORM_REASONS, tryAgainIn, type ErrorBody } from '../../../contracts/errors.ts';
import { admissionGate, type Release } from './admission-gate.ts';
import { SHED_FIRST_SHARE } from './shed-first.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'exempt': admission control never holds this route (long uploads would keep a slot for minutes). */
    admission?: 'exempt';
  }
}

export interface AdmissionOptions {
  /** Requests worked on at once (0: admission control is off); beyond them others wait while the queue moves. */
  maxActive: number;
  /** The longest the oldest waiting request may have waited for a newcomer to join the queue (admission-gate.ts). */
  maxWaitMs: number;
  /** The refusal's Retry-After. */
  retryAfterSeconds: number;
  /** Requests that pass when the server is full, in a lane of their own (platform/http/priority-requests.ts). */
  hasPriority: (request: FastifyRequest) => Promise<boolean>;
  /**
   * Requests refused first (platform/http/shed-first.ts): they take no slot of the general lane but one of their own,
   * `SHED_FIRST_SHARE` of `maxActive`, never wait, and are refused while it is full.
   */
  shedFirst?: (request: FastifyRequest) => boolean;
  /** Called once, at the first refusal, with the answers per second of the last whole second. */
  onFirstRefusal?: (answeredPerSecond: number) => void;
}

/** What admission control did so far in this process, read at scrape time (platform/metrics). */
export interface AdmissionStats {
  /** Requests in the works in the general lane, and waiting for a slot of it. */
  readonly active: number;
  readonly queued: number;
  /** Refusals (503) of the general lane and of the shed-first lane (analytics). */
  readonly refused: { readonly general: number; readonly shedFirst: number };
}

const OFF: AdmissionStats = { active: 0, queued: 0, refused: { general: 0, shedFirst: 0 } };

const RELEASE = Symbol('admission release');
type Held = FastifyRequest & { [RELEASE]?: Release };

/**
 * Admission control: beyond `maxActive` requests in the works and a queue of about `maxWaitMs`, a request is refused
 * at once with 503, Retry-After and the API's error body, instead of joining a queue whose wait grows with the crowd. It is
 * the first hook, so a refusal costs no session lookup or body parsing. A slot is held from the first hook until
 * the reply is handed over (onSend) or the connection closes: a slow client downloading its answer holds none.
 */
export function registerAdmission(app: FastifyInstance, options: AdmissionOptions): AdmissionStats {
  if (options.maxActive === 0) return OFF;
  const general = admissionGate({ maxActive: options.maxActive, maxWaitMs: options.maxWaitMs });
  // Priority requests never wait behind the crowd, and an abuser of them fills only their own lane. A full lane
  // queues them without a time bound rather than refuse one: they are steps of orders already admitted (a buyer who
  // has paid must not be told to come back), so their number is bounded by the orders the general lane let in.
  const priority = admissionGate({ maxActive: options.maxActive, maxWaitMs: Number.POSITIVE_INFINITY });
  const rate = answerRate();
  const refused = { general: 0, shedFirst: 0 };
  // Shed-first requests (analytics) never take a slot a buyer needs, and never queue: a lane of their own, no wait.
  const shedLane = admissionGate({ maxActive: Math.max(1, Math.floor(options.maxActive * SHED_FIRST_SHARE)), maxWaitMs: 0 });

  const hold = (request: Held, reply: FastifyReply, release: Release) => {
    let held = true;
    const done = () => {
      if (!held) return;
      held = false;
      rate.count();
      release();
    };
    request[RELEASE] = done;
    // A client that left while its request waited in the queue: nothing will answer on its connection.
    if (reply.raw.destroyed) done();
    else reply.raw.once('close', done);
  };

  app.addHook('onRequest', async (request: Held, reply) => {
    if (request.routeOptions.config?.admission === 'exempt') return;
    if (options.shedFirst?.(request) === true) {
      const lane = shedLane.enter();
      if (typeof lane !== 'function') {
        refused.shedFirst += 1;
        return refuse(request, reply, options.retryAfterSeconds);
      }
      return hold(request, reply, lane);
    }
    let turn = general.enter();
    if (turn === null && (await options.hasPriority(request))) turn = priority.enter();
    if (turn === null) {
      if (refused.general === 0) options.onFirstRefusal?.(rate.last());
      refused.general += 1;
      return refuse(request, reply, options.retryAfterSeconds);
    }
    hold(request, reply, typeof turn === 'function' ? turn : await turn);
  });
  app.addHook('onSend', async (request: Held) => {
    request[RELEASE]?.();
  });
  return {
    get active() {
      return general.active;
    },
    get queued() {
      return general.queued;
    },
    refused,
  };
}

function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  const body: ErrorBody = {
    code: 'unavailable',
    message: tryAgainIn(retryAfterSeconds),
    requestId: String(request.id),
    reason: PLATFORM_REASONS.overloaded,
  };
  return reply.status(ERROR_STATUS.unavailable).header('retry-after', String(retryAfterSeconds)).send(body);
}

/** Answers counted per whole second: the rate the advice at the first refusal quotes. */
function answerRate() {
  let second = Math.floor(Date.now() / 1000);
  let current = 0;
  let previous = 0;
  const roll = () => {
    const now = Math.floor(Date.now() / 1000);
    if (now === second) return;
    previous = now === second + 1 ? current : 0;
    current = 0;
    second = now;
  };
  return {
    count() {
      roll();
      current += 1;
    },
    last() {
      roll();
      return previous;
    },
  };
}

/**
 * What the log says at the first refusal. The embedded database runs its queries on the API's own thread, so beyond
 * this point PostgreSQL (DATABASE_URL) answers more (docs/decisions/performance.md, "Overload"); on PostgreSQL,
 * more API processes do.
 */
export function capacityAdvice(database: 'pglite' | 'postgresql', answeredPerSecond: number): string {
  const load = `This server is full: it answered ${answeredPerSecond} requests in the last second and now refuses more (503, Retry-After; OVERLOAD_MAX_ACTIVE).`;
  return database === 'pglite'
    ? `${load} The embedded database (PGlite) shares this process's one thread: beyond this load move to PostgreSQL (DATABASE_URL), whose queries run on the machine's other cores.`
    : `${load} To answer more, run more API processes (RUN_WORKERS=false) on the same PostgreSQL.`;
}
