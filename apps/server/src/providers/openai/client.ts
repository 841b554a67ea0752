/** A small client for OpenAI-compatible endpoints: JSON in, JSON or bytes out, with a timeout. */
export interface Endpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export class ProviderError extends Error {
  /** True when asking again may help: no answer, a timeout, HTTP 429 or 5xx, an answer that is not valid JSON. */
  readonly transient: boolean;
  constructor(message: string, opts: { transient?: boolean } = {}) {
    super(message);
    this.transient = opts.transient ?? false;
  }
}

/** The model answered, but not with the JSON it was asked for (asking again may help). */
export class InvalidAnswerError extends ProviderError {
  constructor(message: string) {
    super(message, { transient: true });
  }
}

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
    throw new ProviderError(`${url} did not answer: ${(err as Error).message}`, { transient: true });
  }
  if (!res.ok) {
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    throw new ProviderError(`${url} answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`, {
      transient: res.status === 429 || res.status >= 500,
    });
  }
  return res;
}

/** A JSON schema the model must follow (`strict`: every property required, no others). */
export interface AnswerSchema {
  name: string;
  schema: object;
}

/** Chat completions with JSON-schema output; returns the parsed JSON of the first choice. */
export async function chatJson(
  endpoint: Endpoint,
  system: string,
  user: string,
  schema: AnswerSchema,
  opts: { fetch?: typeof fetch; timeoutMs?: number } = {},
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
  let data: { choices?: { message?: { content?: string } }[] };
  try {
    data = (await res.json()) as typeof data;
  } catch (err) {
    throw new ProviderError(`The chat completion could not be read: ${(err as Error).message}`, { transient: true });
  }
  const content = data.choices?.[0]?.message?.content;
  if (!content) throw new InvalidAnswerError('The chat completion had no message content');
  try {
    return JSON.parse(content);
  } catch {
    throw new InvalidAnswerError('The chat completion was not valid JSON');
  }
}

/** The time the calls of one job may take in all (a studio step has a deadline): each call gets what is left. */
export interface CallBudget {
  /** Epoch milliseconds after which no call starts. */
  until: number;
  perCallMs: number;
  fetch?: typeof fetch;
}

export function withinBudget(budget: CallBudget): { fetch?: typeof fetch; timeoutMs: number } {
  const left = budget.until - Date.now();
  if (left < 1000) throw new ProviderError('No time is left for another call to the model');
  return { fetch: budget.fetch, timeoutMs: Math.min(budget.perCallMs, left) };
}
