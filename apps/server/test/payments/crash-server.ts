/**
 * A whole server as its own process for the crash test, on the port and bank the test gives. With
 * HANG=before|after the first CONFIRMED notification hangs (before or after its change is committed)
 * and the process says so on stdout, so the test can kill -9 it right there.
 */
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

const port = Number(process.env.PORT);
const config = loadConfig();
config.publicUrl = `http://127.0.0.1:${port}`;
const app = await buildApp(config);
const service = app.context.payments.service;
const original = service.notification;
let hung = false;
service.notification = async (body) => {
  if (process.env.HANG && !hung && body.Status === 'CONFIRMED') {
    hung = true;
    if (process.env.HANG === 'after') await original(body);
    console.log(JSON.stringify({ hanging: process.env.HANG }));
    await new Promise(() => {});
  }
  return original(body);
};
await app.fastify.listen({ port, host: '127.0.0.1' });
console.log(JSON.stringify({ url: config.publicUrl }));
