/**
 * npm run payouts -- run [--at <ISO date>]   the monthly statement pass as of a date (default now): the
 * statements of that date's month, made as on its first day (decision 021). Safe to run again.
 */
import { loadConfig } from '../config.js';
import { createMailer } from '../mail/mailer.js';
import { createNotificationsModule } from '../modules/notifications/index.js';
import { findUserById } from '../modules/users/repository.js';
import { createCodedPayments } from '../modules/payments/index.js';
import { createPromoCodes, createPromoModule } from '../modules/promo/index.js';
import { openCommandDatabase, readArguments, refuse } from './command-line.js';

const usage = 'Usage: npm run payouts -- run [--at <ISO date>]';
function fail(message: string): never {
  return refuse(usage, message);
}

const { positionals, values } = readArguments(usage, { at: { type: 'string' } });
if (positionals[0] !== 'run') fail('Say "run".');
const at = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(at.getTime())) fail(`--at must be an ISO date, e.g. 2026-12-01T03:00:00Z (got "${values.at}").`);

const config = loadConfig();
const database = await openCommandDatabase(config.database);
try {
  const db = database.db;
  const promo = createPromoModule({
    db,
    holdDays: config.payouts.holdDays,
    codes: createPromoCodes({ db }),
    payments: createCodedPayments(db),
    // Partners are told of the statements as by the server's pass: in the app and by e-mail. A command has
    // no push queue (it lives in the server), so no push: the notification waits in the app.
    notifications: createNotificationsModule({
      db,
      push: { sendToUsers: async () => 0 } as unknown as Parameters<typeof createNotificationsModule>[0]['push'],
    }),
    mailer: createMailer(config),
    users: { findUserById: (id: number) => findUserById(db, id) },
    publicUrl: () => config.publicUrl,
  });
  const r = await promo.payouts.run(at);
  console.log(
    `Statements for ${r.month} (earnings held ${config.payouts.holdDays} days): ${r.statements} made, ${r.due} due, ${r.rolledOver} rolled over.`,
  );
} finally {
  await database.close();
}
