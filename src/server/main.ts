import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';
import { startRuntime } from './runtime.ts';
import { stopOnSignals } from './platform/shutdown.ts';
import { LISTEN_BACKLOG } from './platform/http/server-options.ts';
import { existingDemoAccounts, loadDemoData } from './demo-data.ts';
import { WEB_DIST, ensureWebBuilt } from './web-build.ts';
import { ffmpegAvailable } from './contexts/videos/index.ts';
import { ingestHooks, startIngest } from './contexts/broadcasts/index.ts';

/** Entry: embedded database or DATABASE_URL, migrations, demo data, then API + worker + web on one port. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.serveWeb) ensureWebBuilt((m) => console.log(m));
  const runtime = await startRuntime(config);
  const app = await buildApp({ config, ...runtime, db: runtime.database.db, webDir: config.serveWeb ? WEB_DIST : undefined });
  // Live broadcasts: broadcasts left live by a previous process wait for their publishers; RTMP on RTMP_PORT.
  const hooks = ingestHooks({ db: runtime.database.db, jobs: runtime.jobs });
  const live = await startIngest({ config, storage: runtime.storage, hooks, log: app.log });
  const media = { jobs: runtime.jobs, storage: runtime.storage, config };
  const created = config.demoData ? await loadDemoData(runtime.database.db, runtime.payments, media) : false;

  stopOnSignals(async (signal, deadline) => {
    app.log.info({ signal }, 'shutting down');
    await live.stop(); // cuts publishers without ending their broadcasts: the next start resumes them
    await app.close(); // stops listening, answers the requests in flight, closing their connections after them
    await runtime.stop(deadline); // lets running jobs finish (releasing the rest), then closes the database
  }, config.shutdownGraceSeconds * 1000);

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nOvation is running at ${config.publicUrl} on ${where}.`);
  console.log(`Mail: ${mailNote(runtime.mailer.kind, config)}`);
  if (live.rtmp) console.log(`RTMP ingest: rtmp://<host>:${live.rtmp.port}/live (the stream key as the stream name).`);
  // Only accounts that really exist here: a production database never advertises a published password.
  const demo = await existingDemoAccounts(runtime.database.db);
  if (demo.length) {
    console.log(created ? 'Demo data loaded. Demo accounts:' : 'Demo accounts:');
    for (const a of demo) console.log(`  ${a.email.padEnd(22)} ${a.password}  ${a.note}`);
    if (created && !(await ffmpegAvailable())) console.log('No demo video: ffmpeg is not installed (the demo video is made with it).');
  }
}

/** The outbox page does not exist in production, so the start-up message does not point to it there. */
function mailNote(kind: 'smtp' | 'outbox', config: Config): string {
  if (kind === 'smtp') return 'SMTP';
  if (config.env === 'production') return 'no SMTP_URL set: e-mails are kept in the database (mail_outbox), not sent';
  return `built-in outbox (${config.publicUrl}/dev/outbox)`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
