/**
 * Push endpoints come from users, and the server POSTs to them: without a check that is a
 * server-side request forgery (issue 11, point 2). Only https endpoints on public addresses are
 * taken, and the address is checked again on the resolved IP at send time (the request connects to
 * exactly the address that was checked, so DNS cannot swap it in between).
 * `allowPrivate` (PUSH_ALLOW_PRIVATE, tests and local development only) lifts both rules.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

/** Whether an IP address is on the public internet (not loopback, private, link-local, reserved…). */
export function isPublicAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return !blocked.check(ip, 'ipv4');
  if (family !== 6) return false;
  const mapped = ip.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return !blocked.check(mapped[1]!, 'ipv4');
  if (/^::ffff:/i.test(ip)) return false;
  return !blocked.check(ip, 'ipv6');
}

/** Why an endpoint URL is refused at registration, or null when it may be stored. */
export function endpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'the endpoint is not a URL';
  }
  if (allowPrivate) return /^https?:$/.test(url.protocol) ? null : 'the endpoint must be an http(s) URL';
  if (url.protocol !== 'https:') return 'the endpoint must be an https URL';
  if (url.username || url.password) return 'the endpoint must not carry credentials';
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (net.isIP(host)) return isPublicAddress(host) ? null : 'the endpoint must be on a public address';
  if (!host.includes('.') || /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/.test(host))
    return 'the endpoint must be on a public address';
  return null;
}

/** dns.lookup that refuses every non-public answer: the socket connects only to what passed. */
export function publicLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((a) => !isPublicAddress(a.address));
    if (bad || list.length === 0)
      return callback(
        Object.assign(new Error(`${hostname} resolves to a non-public address`), { code: 'EPRIVATE' }),
        '',
      );
    if (options.all) callback(null, list);
    else callback(null, list[0]!.address, list[0]!.family);
  });
}

export interface PushPostResult {
  status: number;
}

/** POSTs a push request with a hard timeout; rejects for non-public targets unless allowed. */
export function postPush(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PushPostResult> {
  const problem = endpointProblem(endpoint, options.allowPrivate);
  if (problem) return Promise.reject(new Error(problem));
  const url = new URL(endpoint);
  // an IP literal skips the lookup, so it was judged by endpointProblem above
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: options.timeoutMs,
        ...(options.allowPrivate ? {} : { lookup: publicLookup as unknown as typeof dns.lookup }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
