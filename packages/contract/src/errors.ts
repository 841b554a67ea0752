/**
 * The error catalogue (consumer §8, panel §8). Every failure the server sends is a problem
 * document carrying one of these codes; the client turns the code into the catalogue text.
 */
export const ERROR_CODES = {
  network: 20,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  invalid: 422,
  tooMany: 429,
  general: 500,
  notImplemented: 501,
  needCredentials: 511,
  emptyResponse: 527,
  wrongToken: 600,
  cannotLogin: 601,
  emptyResponse2: 602,
  /** The user's licence does not cover the story (consumer §8 access denied by licence); sent with status 403. */
  licence: 603,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Field-level reason inside a problem document. `key` is a message key of messages.ts. */
export interface FieldError {
  field: string;
  key: string;
  message: string;
  /** What the key's text names (the refused sentence, a count), for the client to show in its language. */
  params?: Record<string, string | number>;
}

/** RFC 9457 problem details as the server sends them. */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  code: number;
  detail?: string;
  /** A message key of messages.ts the client shows translated. */
  key?: string;
  errors?: FieldError[];
}

export function isProblem(value: unknown): value is Problem {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Problem).code === 'number' &&
    typeof (value as Problem).title === 'string'
  );
}

/** consumer §8: a problem-details answer's message is its errors list joined, or its title. */
export function problemMessage(p: Pick<Problem, 'title' | 'errors'>): string {
  return p.errors?.length ? p.errors.map((e) => e.message).join(', ') : p.title;
}

/** The catalogue text key of a code, used by the client; unknown codes fall back to the general error. */
export function errorKeyForCode(code: number): string {
  switch (code) {
    case 20:
      return 'errors.network';
    case 401:
      return 'errors.unauthorized';
    case 511:
      return 'errors.needCredentials';
    case 527:
      return 'errors.emptyResponse';
    case 600:
      return 'errors.wrongToken';
    case 601:
      return 'errors.cannotLogin';
    case 602:
      return 'errors.emptyResponse';
    case 603:
      return 'errors.licence';
    case 429:
      return 'errors.tooMany';
    case 403:
      return 'errors.forbidden';
    case 404:
      return 'errors.notFound';
    default:
      return 'errors.general';
  }
}
