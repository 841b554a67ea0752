/** `npm start`: the server on PORT (3000) with the embedded database unless DATABASE_URL is set. */
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/lock.js';
import { DEMO_STAFF, upsertStaff } from './seed/staff.js';

/** A stop never takes longer than this (the drain's grace is shorter: plugins/drain.ts). */
const STOP_DEADLINE_MS = 10_000;

const config = loadConfig();
console.log(
  `Tiny Tidings: opening the ${config.database.kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${config.database.dir}`} …`,
);

try {
  const app = await buildApp(config);
  const { modules } = app.context;
  if (config.demo && !(await modules.users.findUserByEmail(DEMO_STAFF.email)))
    await upsertStaff(app.context.db, DEMO_STAFF);
  await app.fastify.listen({ port: config.port, host: config.host });
  console.log(`\nTiny Tidings is running at ${config.publicUrl}`);
  if (config.demo) console.log(`Staff login: ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
  if (app.context.mailer.kind === 'outbox')
    // the mailbox page is a development page: in production the outbox is only a folder
    console.log(
      config.production
        ? `E-mail is not sent: SMTP_URL is not set, so messages are kept in ${path.join(config.dataDir, 'outbox')}`
        : `E-mail goes to the outbox: ${config.publicUrl}/dev/mailbox`,
    );
  console.log(`API docs: ${config.publicUrl}/api/docs\n`);
  if (config.studio.demoStories) {
    const queued = await modules.studio.queueDemoStories();
    if (queued.length) {
      console.log(
        `First start: ${queued.length} demo stories are being made in the background (en and ru, every age group, different news, and the last 7 days).`,
      );
      modules.studio.reportDemoProgress(queued);
    }
  }
  // SIGTERM drains (docs/deployment.md): not ready, no new connections, held syncs answered, sockets
  // told to reconnect, in-flight calls finished; whatever still holds on after 10 s does not hold the exit.
  const stop = async () => {
    setTimeout(() => process.exit(0), STOP_DEADLINE_MS).unref();
    await app.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
