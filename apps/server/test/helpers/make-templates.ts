/** Makes the migrated database templates before the test runs start (scripts/test.ts), so no two runs make one at once. */
import { ensurePostgresTemplate, pgliteTemplate } from './database-template.js';

const pglite = await pgliteTemplate();
console.log(`PGlite template: ${pglite}`);
if (process.env.DATABASE_URL)
  console.log(`PostgreSQL template: ${await ensurePostgresTemplate(process.env.DATABASE_URL)}`);
