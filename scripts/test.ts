/**
 * `npm test`: the whole suite on both databases, ordered so that nothing starves the browser tests
 * (README "Test it"; the budget is 25 minutes for all of .ci/run on a 2-core machine):
 * 1. the migrated database templates, once (apps/server/test/helpers/database-template.ts);
 * 2. the server tests on PGlite and on PostgreSQL, side by side (one core each);
 * 3. the tests that open no database (contract, web components, and the server's own: the story
 *    providers, pure rules, config — apps/server/vitest.databases.ts finds them), once, on both cores;
 * 4. the browser tests on PGlite and on PostgreSQL, side by side, each file on one database (those that
 *    lean on what differs on both: e2e/databases.ts, decision 089); nothing CPU-heavy runs beside them —
 *    the stories they play are made once per npm test (TT_STORY_CACHE);
 * 5. the tests that start and kill server processes of their own, on each database.
 * Files pinned to one database (apps/server/vitest.databases.ts) run in that database's run only.
 * At the end: each run's time and test count, and the 15 slowest files, so growth shows in every log.
 * Arguments after `npm test --` go to every vitest run (e.g. a file filter, `--bail 1`);
 * TT_TEST_RUNS picks runs by name (`TT_TEST_RUNS=browser npm test` runs the two browser runs only).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const repo = path.resolve(import.meta.dirname, '..');
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-test-reports-'));
// stories the studio made for one test file, copied for later ones (apps/server/test/helpers/made-stories.ts)
const madeStories = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-test-stories-'));
const extra = process.argv.slice(2);

interface Run {
  name: string;
  args: string[];
  env: Record<string, string>;
}

const onPglite = { DATABASE_URL: '', TT_DATABASE_RUN: 'pglite' };
const onPostgres = { DATABASE_URL: postgresUrl, TT_DATABASE_RUN: 'postgres' };
const onNone = { DATABASE_URL: '', TT_DATABASE_RUN: 'none' };
const alone = ['--config', 'apps/server/vitest.alone.config.ts'];

/** Each inner list runs side by side; the lists run one after another. */
const schedule: Run[][] = [
  [
    { name: 'server·pglite', args: ['--project', 'server'], env: onPglite },
    { name: 'server·postgres', args: ['--project', 'server'], env: onPostgres },
  ],
  [
    {
      name: 'no database',
      args: ['--project', 'contract', '--project', 'web', '--project', 'server', '--maxWorkers', '2'],
      env: onNone,
    },
  ],
  [
    { name: 'browser·pglite', args: ['--project', 'e2e'], env: onPglite },
    { name: 'browser·postgres', args: ['--project', 'e2e'], env: onPostgres },
  ],
  [{ name: 'alone·pglite', args: alone, env: onPglite }],
  [{ name: 'alone·postgres', args: alone, env: onPostgres }],
];

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  tests: { total: number; passed: number; failed: number; skipped: number };
  files: { name: string; seconds: number }[];
  /** Each test as file and full name: a test run on both databases is one test run twice. */
  ids: string[];
  /** The failed ones, named at the end of the log, since CI keeps only its tail. */
  failedIds: string[];
}

const log = (line: string) => console.log(`[npm test] ${line}`);

// a run stopped with Ctrl-C or a CI timeout stops its vitest processes too, not leaves them running
const running = new Set<ReturnType<typeof spawn>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });
}

/** Failed attempts of browser tests (e2e/report-first-failures.ts), each with its first message line. */
const failedAttempts: string[] = [];

function prefixed(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WriteStream): void {
  let rest = '';
  let attempt = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      out.write(`[${name}] ${line}\n`);
      if (attempt) failedAttempts.push(`${name}: ${attempt} — ${line.trim()}`);
      attempt = line.startsWith('[failed attempt') ? line : '';
    }
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

function runVitest(run: Run): Promise<Outcome> {
  const report = path.join(reports, `${run.name.replace(/\W+/g, '-')}.json`);
  const args = ['run', ...run.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  if (extra.length) args.push('--passWithNoTests', ...extra);
  const started = Date.now();
  log(`${run.name}: started`);
  const child = spawn(path.join(repo, 'node_modules/.bin/vitest'), args, {
    cwd: repo,
    env: {
      ...process.env,
      ...run.env,
      TT_WEB_BUILT: '1',
      TT_SERVER_BUILT: '1',
      TT_STORY_CACHE: madeStories,
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  prefixed(run.name, child.stdout, process.stdout);
  prefixed(run.name, child.stderr, process.stderr);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const outcome = readReport(run.name, report, code ?? 1, seconds);
      log(`${run.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s (${outcome.tests.total} tests)`);
      resolve(outcome);
    }),
  );
}

function readReport(name: string, file: string, code: number, seconds: number): Outcome {
  const outcome: Outcome = {
    name,
    code,
    seconds,
    tests: { total: 0, passed: 0, failed: 0, skipped: 0 },
    files: [],
    ids: [],
    failedIds: [],
  };
  if (!fs.existsSync(file)) return outcome;
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numTotalTests: number;
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests?: number;
    testResults: {
      name: string;
      startTime: number;
      endTime: number;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string }[];
    }[];
  };
  outcome.tests = {
    total: json.numTotalTests,
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + (json.numTodoTests ?? 0),
  };
  outcome.ids = json.testResults.flatMap((r) =>
    r.assertionResults.map((a) => `${path.relative(repo, r.name)} › ${a.fullName}`),
  );
  outcome.failedIds = json.testResults.flatMap((r) => {
    const file = path.relative(repo, r.name);
    const tests = r.assertionResults.filter((a) => a.status === 'failed').map((a) => `${file} › ${a.fullName}`);
    // a file that failed before its tests ran (an import error, a failing hook) has no failed test of its own
    return tests.length || r.status !== 'failed' ? tests : [`${file} (${r.message?.split('\n')[0] ?? 'failed'})`];
  });
  outcome.files = json.testResults.map((r) => ({
    name: path.relative(repo, r.name),
    seconds: Math.max(0, r.endTime - r.startTime) / 1000,
  }));
  return outcome;
}

async function checkPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
  } catch (err) {
    console.error(
      `[npm test] PostgreSQL is not reachable at ${postgresUrl} (${(err as Error).message}).\n` +
        'The suite runs on PostgreSQL as well as PGlite: start it (pg_ctlcluster --skip-systemctl-redirect ' +
        '$(ls /etc/postgresql) main start) or set DATABASE_URL to a server whose user may create databases.',
    );
    process.exit(2);
  }
}

function step(name: string, command: string, args: string[], env: Record<string, string> = {}): void {
  const started = Date.now();
  log(`${name} …`);
  const { status } = spawnSync(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) {
    console.error(`[npm test] ${name} failed (exit ${status}); nothing was tested.`);
    process.exit(status || 1);
  }
  log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function summary(outcomes: Outcome[], started: number): number {
  const minutes = (Date.now() - started) / 60_000;
  const all = outcomes.reduce(
    (sum, o) => ({
      total: sum.total + o.tests.total,
      passed: sum.passed + o.tests.passed,
      failed: sum.failed + o.tests.failed,
      skipped: sum.skipped + o.tests.skipped,
    }),
    { total: 0, passed: 0, failed: 0, skipped: 0 },
  );
  console.log('\n[npm test] ── runs');
  for (const o of outcomes) {
    const files = o.files.length;
    console.log(
      `  ${o.code === 0 ? 'ok    ' : 'FAILED'} ${o.name.padEnd(18)} ${o.seconds.toFixed(0).padStart(5)} s  ` +
        `${String(o.tests.total).padStart(5)} tests in ${files} files` +
        (o.tests.failed ? `, ${o.tests.failed} failed` : ''),
    );
  }
  console.log('[npm test] ── the 15 slowest files');
  const slowest = outcomes
    .flatMap((o) => o.files.map((f) => ({ ...f, run: o.name })))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 15);
  for (const f of slowest) console.log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${f.run.padEnd(18)} ${f.name}`);
  const distinct = new Set(outcomes.flatMap((o) => o.ids)).size;
  console.log(
    `[npm test] ${distinct} tests, ${all.total} runs of them (those that open a database run on both): ` +
      `${all.passed} passed, ${all.failed} failed, ${all.skipped} skipped — ` +
      `${minutes.toFixed(1)} minutes (budget: 25 for all of .ci/run, see README "Test it")`,
  );
  for (const line of failedAttempts) console.log(`[npm test] ${line}`);
  const failed = outcomes.filter((o) => o.code !== 0);
  for (const o of failed) for (const id of o.failedIds) console.error(`[npm test] failed in ${o.name}: ${id}`);
  if (failed.length) console.error(`[npm test] FAILED: ${failed.map((o) => o.name).join(', ')}`);
  return failed.length ? 1 : 0;
}

async function main(): Promise<void> {
  const started = Date.now();
  await checkPostgres();
  step(
    'the migrated database templates',
    'npx',
    ['--no-install', 'tsx', 'apps/server/test/helpers/make-templates.ts'],
    {
      DATABASE_URL: postgresUrl,
    },
  );
  step('the web app for the browser tests (vite build)', 'npm', ['run', '-s', 'build', '-w', '@tt/web'], {
    NODE_ENV: 'production',
  });
  // once, not in each database's run: both runs' built-server tests would clean the same dist/ under each other
  step('the server for the built-server tests (tsup)', 'npm', ['run', '-s', 'build', '-w', '@tt/server']);
  const outcomes: Outcome[] = [];
  const picked = process.env.TT_TEST_RUNS?.split(',').map((name) => name.trim());
  const runs = schedule
    .map((together) => together.filter((run) => !picked || picked.some((name) => run.name.startsWith(name))))
    .filter((together) => together.length);
  for (const together of runs) outcomes.push(...(await Promise.all(together.map(runVitest))));
  fs.rmSync(madeStories, { recursive: true, force: true });
  process.exit(summary(outcomes, started));
}

await main();
