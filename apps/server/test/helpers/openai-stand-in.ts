/**
 * A local stand-in for an OpenAI-compatible endpoint, over real HTTP: chat completions answer from a
 * script per JSON-schema name (story_draft, story_critique, …), images answer with a small PNG. Every
 * request is kept, so a test can read the prompts the providers sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** An answer: JSON content, raw text content, or an HTTP failure; `delayMs` holds it back. */
export type Scripted = ({ json: unknown } | { text: string } | { status: number; body?: string }) & {
  delayMs?: number;
};

export interface Request {
  url: string;
  /** The JSON-schema name of a chat completion; "image" for the images endpoint. */
  kind: string;
  body: any;
}

export interface StandIn {
  baseUrl: string;
  requests: Request[];
  /** Answers for one kind, used in order; the last one repeats. */
  script(kind: string, ...answers: Scripted[]): void;
  /** The user message of each chat request of one kind. */
  asked(kind: string): string[];
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  const scripts = new Map<string, Scripted[]>();
  const requests: Request[] = [];
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#88bbee' } })
    .png()
    .toBuffer();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || 'null');
      const image = req.url!.endsWith('/images/generations');
      const kind: string = image ? 'image' : (body?.response_format?.json_schema?.name ?? 'chat');
      requests.push({ url: req.url!, kind, body });
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (image) return json(200, { data: [{ b64_json: png.toString('base64') }] });
      const queue = scripts.get(kind) ?? [];
      const answer = queue.length > 1 ? queue.shift()! : queue[0];
      if (!answer) return json(500, { error: { message: `no scripted answer for ${kind}` } });
      const send = () => {
        if ('status' in answer) return res.writeHead(answer.status).end(answer.body ?? '');
        const content = 'json' in answer ? JSON.stringify(answer.json) : answer.text;
        json(200, {
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        });
      };
      if (answer.delayMs) setTimeout(() => !res.destroyed && send(), answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    script: (kind, ...answers) => void scripts.set(kind, answers),
    asked: (kind) => requests.filter((r) => r.kind === kind).map((r) => r.body.messages.at(-1).content as string),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
