import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { AdmissionStats } from '../http/admission.ts';
import { MAIL_QUEUE } from '../jobs/catalog.ts';
import type { Backlogs } from './backlogs.ts';
import type { MetricFamily, Sample } from './exposition.ts';

/** A gauge or counter family from label sets and values. */
const family = (name: string, type: 'gauge' | 'counter', help: string, samples: Sample[]): MetricFamily => ({ name, type, help, samples });

/** The jobs of each queue (pg-boss), the e-mail backlog as /api/health shows it, webhook deliveries and the outbox. */
export function backlogFamilies({ jobs, webhooks, outbox }: Backlogs): MetricFamily[] {
  const mail = jobs.find((q) => q.queue === MAIL_QUEUE);
  return [
    family(
      'ovation_jobs',
      'gauge',
      'Jobs per queue and state: created (waiting for its first try), retry (waiting to be retried), active (running), failed (given up, kept 7 days).',
      jobs.flatMap(({ queue, created, retry, active, failed }) =>
        Object.entries({ created, retry, active, failed }).map(([state, value]) => ({ labels: { queue, state }, value })),
      ),
    ),
    family(
      'ovation_jobs_oldest_due_seconds',
      'gauge',
      'How long the oldest job of each queue that is due has waited to be taken by a worker (0: none waits).',
      jobs.map(({ queue, oldestDueSeconds }) => ({ labels: { queue }, value: oldestDueSeconds })),
    ),
    family(
      'ovation_mail_backlog',
      'gauge',
      "E-mails by state, as /api/health's mail shows them: queued (or being sent), retrying after a failed send, failed after a day of retries.",
      mail
        ? [
            { labels: { state: 'queued' }, value: mail.created + mail.active },
            { labels: { state: 'retrying' }, value: mail.retry },
            { labels: { state: 'failed' }, value: mail.failed },
          ]
        : [],
    ),
    family('ovation_webhook_deliveries', 'gauge', 'Webhook deliveries not yet done: pending (first attempt to come) and retrying (failing).', [
      { labels: { state: 'pending' }, value: webhooks.pending },
      { labels: { state: 'retrying' }, value: webhooks.retrying },
    ]),
    family('ovation_webhook_deliveries_oldest_due_seconds', 'gauge', 'How late the most overdue webhook delivery attempt is (0: none is due).', [
      { value: webhooks.oldestDueSeconds },
    ]),
    family('ovation_outbox_undispatched', 'gauge', 'Outbox events the webhooks dispatcher has not handled yet.', [{ value: outbox.undispatched }]),
    family('ovation_outbox_oldest_undispatched_seconds', 'gauge', 'Age of the oldest outbox event the dispatcher has not handled (0: none).', [
      { value: outbox.oldestSeconds },
    ]),
  ];
}

/** This process's connections to the database (pg-boss keeps a few of its own besides). */
export function poolFamilies(pool: pg.Pool): MetricFamily[] {
  return [
    family('ovation_db_pool_connections', 'gauge', "This process's database pool: connections in use (lent to a query or transaction) and idle.", [
      { labels: { state: 'in_use' }, value: pool.totalCount - pool.idleCount },
      { labels: { state: 'idle' }, value: pool.idleCount },
    ]),
    family('ovation_db_pool_waiting', 'gauge', 'Queries waiting for a connection of the pool (all of them in use).', [{ value: pool.waitingCount }]),
    family('ovation_db_pool_max', 'gauge', "The pool's size (DATABASE_POOL_SIZE on PostgreSQL).", [{ value: pool.options.max }]),
  ];
}

export function admissionFamilies(admission: AdmissionStats): MetricFamily[] {
  return [
    family('ovation_admission_refusals_total', 'counter', 'Requests refused by admission control (503, Retry-After), by lane.', [
      { labels: { lane: 'general' }, value: admission.refused.general },
      { labels: { lane: 'shed_first' }, value: admission.refused.shedFirst },
    ]),
    family('ovation_admission_active', 'gauge', 'Requests being worked on in the general lane (at most OVERLOAD_MAX_ACTIVE).', [
      { value: admission.active },
    ]),
    family('ovation_admission_queued', 'gauge', 'Requests waiting for a slot of the general lane.', [{ value: admission.queued }]),
  ];
}

const STARTED_SECONDS = Math.round((Date.now() - process.uptime() * 1000) / 1000);

/** The process itself, under the names Prometheus' own Node.js client uses. */
export function processFamilies(): MetricFamily[] {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const loop = performance.eventLoopUtilization();
  return [
    family('process_cpu_seconds_total', 'counter', 'CPU time of this process, user and system.', [{ value: (cpu.user + cpu.system) / 1e6 }]),
    family('process_resident_memory_bytes', 'gauge', 'Resident memory of this process.', [{ value: memory.rss }]),
    family('process_start_time_seconds', 'gauge', 'When this process started, in seconds since the Unix epoch.', [{ value: STARTED_SECONDS }]),
    family('nodejs_heap_size_used_bytes', 'gauge', 'V8 heap in use.', [{ value: memory.heapUsed }]),
    family('nodejs_heap_size_total_bytes', 'gauge', 'V8 heap reserved.', [{ value: memory.heapTotal }]),
    family(
      'nodejs_eventloop_busy_seconds_total',
      'counter',
      "Time the event loop spent working since the process started: its rate is the loop's utilization (1: saturated).",
      [{ value: loop.active / 1000 }],
    ),
  ];
}
