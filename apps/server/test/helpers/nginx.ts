/**
 * Debian's nginx (/usr/sbin/nginx; .ci/run installs it) in front of server processes, configured as
 * docs/deployment.md shows: retries on error/timeout/502/503, a short read timeout for calls and a
 * long one only for sync and the socket, kept-alive upstream connections closed after a short idle.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TestNginx {
  url: string;
  close(): Promise<void>;
  /** nginx's error log so far (why it answered a 5xx, if it did). */
  errors(): string;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

function config(dir: string, port: number, upstreams: string[]): string {
  const servers = upstreams.map((u) => `    server ${new URL(u).host} max_fails=1 fail_timeout=5s;`).join('\n');
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream tidings {
${servers}
    keepalive 16;
    keepalive_timeout 2s;
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header Connection $connection_upgrade;
    proxy_set_header Upgrade $http_upgrade;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;

    location /api/ws {
      proxy_pass http://tidings;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_buffering off;
    }
    location = /api/sync {
      proxy_pass http://tidings;
      proxy_read_timeout 90s;
      proxy_buffering off;
    }
    location / {
      proxy_pass http://tidings;
      proxy_read_timeout 15s;
    }
  }
}
`;
}

/** Starts nginx on a free port in front of `upstreams` (http://host:port each). */
export async function startNginx(upstreams: string[]): Promise<TestNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-nginx-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, upstreams));
  const child: ChildProcess = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  // listening once it accepts a connection
  for (let tries = 0; ; tries++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true))).on('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || tries > 200) throw new Error(`nginx did not start: ${readLog(dir)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url,
    errors: () => readLog(dir),
    close: async () => {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readLog(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
