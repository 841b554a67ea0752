/**
 * npm run payouts -- run [--at <ISO date>]   the monthly statement pass as of a date (default now): the
 * statements of that date's month, made as on its first day (decision 021). Safe to run again.
 */
import { loadConfig } from '../config.js';
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
  });
  const r = await promo.payouts.run(at);
  console.log(
    `Statements for ${r.month} (earnings held ${config.payouts.holdDays} days): ${r.statements} made, ${r.due} due, ${r.rolledOver} rolled over.`,
  );
} finally {
  await database.close();
}
