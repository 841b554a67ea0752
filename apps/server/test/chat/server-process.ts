/** A whole server as its own process (several processes, a crash, a drain); prints its URL, drains on SIGTERM as main.ts does. */
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

const app = await buildApp(loadConfig());
await app.fastify.listen({ port: 0, host: '127.0.0.1' });
const address = app.fastify.server.address();
console.log(JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }));
process.on('SIGTERM', async () => {
  await app.stop();
  process.exit(0);
});
