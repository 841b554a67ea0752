/**
 * npm run payouts -- run [--at <ISO date>]   the monthly statement pass as of a date (default now): the
 * statements of that date's month, made as on its first day (decision 021). Safe to run again.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createPromoModule } from '../modules/promo/index.js';

const usage = 'Usage: npm run payouts -- run [--at <ISO date>]';
function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { at: { type: 'string' } } });
if (positionals[0] !== 'run') fail('Say "run".');
const at = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(at.getTime())) fail(`--at must be an ISO date, e.g. 2026-12-01T03:00:00Z (got "${values.at}").`);

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const promo = createPromoModule({ db: database.db, holdDays: config.payouts.holdDays });
  const r = await promo.payouts.run(at);
  console.log(
    `Statements for ${r.month} (earnings held ${config.payouts.holdDays} days): ${r.statements} made, ${r.due} due, ${r.rolledOver} rolled over.`,
  );
} finally {
  await database.close();
}
