/**
 * The payments benchmark's other side, in a process of its own: the bank emulator (as a bank is another
 * machine) and the load generator that posts the bank's notifications, so neither takes the server's
 * CPU time. Commands arrive over IPC: register RebillIds, post notifications, count doubled charges.
 */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { BankEmulator } from '@tt/server/src/dev/bank/emulator.js';
import { signToken } from '@tt/server/src/providers/payments/token.js';

export type BankCommand =
  | { kind: 'rebills'; count: number; pan: string }
  | { kind: 'notify'; url: string; status: string; prefix: string; count: number; amount: number; concurrency: number }
  | { kind: 'doubles' };

const terminalKey = process.env.BENCH_TERMINAL_KEY!;
const password = process.env.BENCH_PASSWORD!;
const server = Fastify({ bodyLimit: 1 << 20 });
let url = '';
const bank = new BankEmulator({ terminalKey, password, publicUrl: () => url });
bank.register(server);
await server.listen({ port: 0, host: '127.0.0.1' });
url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

/** Posts every body, `concurrency` at a time; returns the rate answered OK per second. */
async function postAll(target: string, bodies: string[], concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const res = await fetch(target, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
        if ((await res.text()) !== 'OK') throw new Error(`notification answered ${res.status}`);
      }
    }),
  );
  return bodies.length / ((performance.now() - started) / 1000);
}

async function handle(c: BankCommand): Promise<unknown> {
  if (c.kind === 'rebills') {
    for (let i = 1; i <= c.count; i++) bank.state.rebills.set(`bench-rebill-${i}`, c.pan);
    return { registered: c.count };
  }
  if (c.kind === 'doubles') return { doubles: [...bank.state.charges.values()].filter((n) => n > 1).length };
  const bodies = Array.from({ length: c.count }, (_, i) => {
    const fields = {
      TerminalKey: terminalKey,
      OrderId: `${c.prefix}${i + 1}`,
      Success: true,
      Status: c.status,
      PaymentId: i + 1,
      ErrorCode: '0',
      Amount: c.amount,
      Pan: '430000******0777',
    };
    return JSON.stringify({ ...fields, Token: signToken(fields, password) });
  });
  return { rate: await postAll(c.url, bodies, c.concurrency) };
}

process.on(
  'message',
  (c: BankCommand) =>
    void handle(c).then(process.send!.bind(process), (err: Error) => process.send!({ error: err.message })),
);
process.send!({ url });
