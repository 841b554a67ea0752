/**
 * A TCP proxy in front of PostgreSQL that can cut the network: every open connection is dropped and
 * new ones are refused (accepted and closed at once, as a proxy whose upstream is gone does) until
 * the cut ends.
 */
import net from 'node:net';

export interface TcpCutter {
  /** postgres://…@127.0.0.1:<proxy port>/… : `target` with the proxy's address. */
  url: string;
  /** Drops every connection and refuses new ones for `ms`; resolves when the cut ends. */
  cut(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpCutter(target: string): Promise<TcpCutter> {
  const upstream = new URL(target);
  const open = new Set<net.Socket>();
  let cutting = false;
  const server = net.createServer((client) => {
    if (cutting) return void client.destroy();
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    for (const [from, to] of [
      [client, server],
      [server, client],
    ] as const) {
      open.add(from);
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
      from.on('error', () => to.destroy());
      from.pipe(to);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(target);
  proxied.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: proxied.toString(),
    cut: async (ms) => {
      cutting = true;
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, ms));
      cutting = false;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
