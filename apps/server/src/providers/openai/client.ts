/** A small client for OpenAI-compatible endpoints: JSON in, JSON or bytes out, with a timeout. */
export interface Endpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export class ProviderError extends Error {}

export async function postJson(
  endpoint: Endpoint,
  path: string,
  body: unknown,
  opts: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<Response> {
  const url = `${endpoint.baseUrl.replace(/\/$/, '')}${path}`;
  let res: Response;
  try {
    res = await (opts.fetch ?? fetch)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 120_000),
    });
  } catch (err) {
    throw new ProviderError(`${url} did not answer: ${(err as Error).message}`);
  }
  if (!res.ok) {
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    throw new ProviderError(`${url} answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`);
  }
  return res;
}

/** Chat completions with JSON-schema output; returns the parsed JSON of the first choice. */
export async function chatJson(
  endpoint: Endpoint,
  system: string,
  user: string,
  schema: { name: string; schema: object },
  opts: { fetch?: typeof fetch } = {},
): Promise<unknown> {
  const res = await postJson(
    endpoint,
    '/chat/completions',
    {
      model: endpoint.model,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      response_format: { type: 'json_schema', json_schema: { name: schema.name, strict: true, schema: schema.schema } },
    },
    opts,
  );
  const data = (await res.json()) as { choices?: { message?: { content?: string } }[] };
  const content = data.choices?.[0]?.message?.content;
  if (!content) throw new ProviderError('The chat completion had no message content');
  try {
    return JSON.parse(content);
  } catch {
    throw new ProviderError('The chat completion was not valid JSON');
  }
}
