/**
 * What a call answers besides its plain output, with no transport in it: a failure the client caused
 * (ApiProblem, sent by plugins/problem.ts as RFC 9457 problem details carrying the catalogue code)
 * and an answer serialised once (SerializedResult). Modules import these; they never import plugins/.
 */
import { formatMessage, type FieldError, type MessageKey, type Problem } from '@tt/contract';

export class ApiProblem extends Error {
  /** Sent as Retry-After (a 429's "try again in"). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly code: number = status,
    readonly errors?: FieldError[],
    params?: Record<string, string | number>,
  ) {
    super(formatMessage('en', key, params));
  }

  toJSON(): Problem {
    return {
      title: this.message,
      status: this.status,
      code: this.code,
      key: this.key,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

/** An answer serialised once and reused, for hot calls such as app/info; sent as its text. */
export class SerializedResult<T = unknown> {
  readonly text: string;
  constructor(readonly value: T) {
    this.text = JSON.stringify(value);
  }
}
