/** A real SMTP server on a free port that keeps what it receives. */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message to `to` that arrives after `since` messages. */
  waitFor(to: string, since?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable soft breaks and escapes so links can be read from the raw message. */
export function decodeBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeBody(Buffer.concat(chunks).toString('utf8')),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const find = (to: string, since: number) => received.slice(since).find((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: (to, since = 0) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} arrived`)), 10_000);
        const check = () => {
          const mail = find(to, since);
          if (mail) {
            clearTimeout(timer);
            resolve(mail);
          } else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function linkFrom(mail: ReceivedMail, path: string): URL {
  const match = mail.raw.match(new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${path} link in mail:\n${mail.raw}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}

/** The Subject header with its RFC 2047 encoded words decoded (decodeBody may have eaten a "?=" line end's "="). */
export function subjectOf(raw: string): string {
  const header = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=?\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=?/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
