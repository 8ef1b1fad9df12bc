import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { OutboxEventType } from '../contracts/outbox-events.ts';
import type { AppDeps } from './app.ts';
import type { QueueName } from './platform/jobs/catalog.ts';
import type { Runtime } from './runtime.ts';
import type { Config } from './platform/config.ts';

/** What a context's job handlers may use: the runtime's parts and the configuration. */
export type JobDeps = Pick<Runtime, 'jobs' | 'payments' | 'storage' | 'logger' | 'clock'> & { config: Config; db: Runtime['database']['db'] };

/**
 * One context's declaration (`contexts/<ctx>/<ctx>.module.ts`): everything it adds to the product, in one place.
 * app.ts registers every module's routes, the runtime starts every module's jobs, and `modules.test.ts` checks that
 * each queue of the catalog and each table of the schema belongs to exactly one module (or to the platform).
 */
export interface ContextModule {
  readonly name: string;
  /** Its route plugins, each registering its endpoints with serve(). */
  readonly routes: readonly FastifyPluginAsyncZod<AppDeps>[];
  /** Registers its job handlers and schedules; may return a stop function (a loop of its own to end). */
  readonly jobs?: (deps: JobDeps) => Promise<void | (() => Promise<void>)>;
  /** The queues whose jobs its handlers work (platform/jobs/catalog.ts defines their payloads and policies). */
  readonly queues: readonly QueueName[];
  /** The tables it owns: only its services write them (others read through its index). */
  readonly tables: readonly AnyPgTable[];
  /** The outbox events (contracts/outbox-events.ts) it records, and those it reads. */
  readonly emits: readonly OutboxEventType[];
  readonly consumes: readonly OutboxEventType[];
}

/** Declares a module; the identity function gives its literal the interface's checks. */
export const contextModule = (module: ContextModule): ContextModule => module;
