/**
 * npm run user -- create --email a@b.c --type 8 --features admin,team,moderation [--password …]
 * Creates (or updates) a staff account. Without --password one is generated and printed.
 */
import { randomBytes } from 'node:crypto';
import { USER_TYPES, Email } from '@tt/contract';
import { loadConfig } from '../config.js';
import { parseFeatures, upsertStaff } from '../seed/staff.js';
import { openCommandDatabase, readArguments, refuse } from './command-line.js';

const usage =
  'Usage: npm run user -- create --email <e-mail> --type <0|1|2|3|4|8> --features <admin,team,moderation,…> [--password <password>]';
function fail(message: string): never {
  return refuse(usage, message);
}

const { positionals, values } = readArguments(usage, {
  email: { type: 'string' },
  type: { type: 'string', default: '8' },
  features: { type: 'string', default: '' },
  password: { type: 'string' },
});
if (positionals[0] !== 'create') fail('Only the "create" command exists.');
const email = Email.safeParse(values.email ?? '');
if (!email.success) fail(`--email must be a valid e-mail address (got "${values.email ?? ''}").`);
const type = Number(values.type);
if (!(USER_TYPES as readonly number[]).includes(type)) fail(`--type must be one of ${USER_TYPES.join(', ')}.`);
let features;
try {
  features = parseFeatures(values.features!);
} catch (err) {
  fail((err as Error).message);
}
const password = values.password ?? randomBytes(9).toString('base64url');

const config = loadConfig();
const database = await openCommandDatabase(config.database);
try {
  const { id, created } = await upsertStaff(database.db, { email: email.data, password, type, features });
  console.log(
    `${created ? 'Created' : 'Updated'} user ${id}: ${email.data.toLowerCase()}, type ${type}, features ${features.join(',') || '(none)'}`,
  );
  if (!values.password) console.log(`Password: ${password}`);
} finally {
  await database.close();
}
