/**
 * npm run billing -- run [--at <ISO date>]   the rebill pass as of a date (default now)
 * npm run billing -- reconcile               GetState for payments stuck in a non-final status
 * Uses the configured bank (with the emulator, the running server's /dev/bank). Shows progress and a summary.
 */
import { loadConfig } from '../config.js';
import { createMailer } from '../mail/mailer.js';
import { createNotificationsModule } from '../modules/notifications/index.js';
import { createPaymentsModule } from '../modules/payments/index.js';
import { createPromoCodes } from '../modules/promo/index.js';
import { createPushModule } from '../modules/push/index.js';
import { createUsersModule, SessionCache } from '../modules/users/index.js';
import { openCommandDatabase, readArguments, refuse } from './command-line.js';

const usage = 'Usage: npm run billing -- run [--at <ISO date>] | npm run billing -- reconcile';
function fail(message: string): never {
  return refuse(usage, message);
}

const { positionals, values } = readArguments(usage, { at: { type: 'string' } });
const command = positionals[0];
if (command !== 'run' && command !== 'reconcile') fail('Say "run" or "reconcile".');
const at = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(at.getTime())) fail(`--at must be an ISO date, e.g. 2026-12-01T06:00:00Z (got "${values.at}").`);

const config = loadConfig();
const database = await openCommandDatabase(config.database);
const mailer = createMailer(config);
// Notifications from the CLI reach open pages through the shared real-time log, as the server's do;
// no push (no job queue here) and no session cache to keep (the CLI never reads sessions).
const push = createPushModule({
  db: database.db,
  config: { webPush: { ...config.webPush, keys: null, makeKeys: false }, dataDir: config.dataDir, ...config.push },
  enqueue: async () => {},
});
const notifications = createNotificationsModule({ db: database.db, push });
const users = createUsersModule({
  db: database.db,
  cache: new SessionCache(0),
  realtime: { hub: { caughtUp: false }, access: { onAny: () => () => {} } },
});
const payments = createPaymentsModule({
  db: database.db,
  config: config.payments,
  publicUrl: () => config.publicUrl,
  mailer,
  users,
  // rebills carry no code: checkout's lookup is never asked here
  promoCodes: createPromoCodes({ db: database.db }),
  notifyUser: (userId, note) => notifications.notify(userId, note),
});
if (!payments.rebills) fail('No terminal key is configured (TBANK_TERMINAL_KEY): there is no bank to talk to.');

const started = Date.now();
const line = (text: string) => process.stdout.write(process.stdout.isTTY ? `\r${text}` : `${text}\n`);
try {
  if (command === 'run') {
    console.log(`Rebill pass as of ${at.toISOString()}`);
    const s = await payments.rebills.run(at, (done, p) =>
      line(`  ${done} due: ${p.charged} charged, ${p.failed} failed, ${p.turnedOff} turned off, ${p.skipped} skipped`),
    );
    console.log(
      `\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s: ${s.due} due, ${s.charged} charged, ${s.failed} failed (will retry), ${s.turnedOff} rebill turned off, ${s.skipped} skipped.`,
    );
  } else {
    console.log(`Reconciling payments in a non-final status for over ${config.payments.reconcileAfterMs / 1000} s`);
    const r = await payments.rebills.reconcile(at, config.payments.reconcileAfterMs, (done, total) =>
      line(`  ${done}/${total} asked`),
    );
    console.log(
      `\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s: ${r.checked} checked, ${r.updated} updated.`,
    );
  }
} finally {
  await database.close();
}
