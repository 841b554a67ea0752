/**
 * npm run bench [-- <suite>]: runs benchmark suites; each prints its figures and the ratio
 * to a baseline run beside it (or to its goal). Suites: api (default), busy, capacity, generation, memory, realtime, player, payments, scale.
 */
import { apiSuite } from './suites/api/suite.js';
import { busySuite } from './suites/busy/suite.js';
import { capacitySuite } from './suites/capacity/suite.js';
import { generationSuite } from './suites/generation.js';
import { memorySuite } from './suites/memory.js';
import { paymentsSuite } from './suites/payments.js';
import { playerSuite } from './suites/player.js';
import { realtimeSuite } from './suites/realtime.js';
import { scaleSuite } from './suites/scale.js';

const suites: Record<string, () => Promise<void>> = {
  api: apiSuite,
  busy: busySuite,
  capacity: capacitySuite,
  generation: generationSuite,
  memory: memorySuite,
  realtime: realtimeSuite,
  player: playerSuite,
  payments: paymentsSuite,
  scale: scaleSuite,
};
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : ['api'];
for (const name of names) {
  const suite = suites[name];
  if (!suite) {
    console.error(`Unknown suite "${name}". Known: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n# ${name}`);
  await suite();
}
process.exit(0);
