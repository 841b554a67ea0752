/** A whole server as its own process, for the two-process real-time test; prints its URL. */
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

const app = await buildApp(loadConfig());
await app.fastify.listen({ port: 0, host: '127.0.0.1' });
const address = app.fastify.server.address();
console.log(JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }));
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
