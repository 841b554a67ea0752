/**
 * What a database failure means for the call that met it: a lost or refused connection (not the call's
 * fault; worth waiting for), and whether the statement lost with it may still have been applied.
 */

/** SQLSTATE of a database error, also when Drizzle wraps it (DrizzleQueryError.cause). */
export function sqlState(err: unknown): string | null {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** A call waited for the database as long as it may (DATABASE_WAIT_MS) and it still did not answer. */
export class DatabaseUnavailable extends Error {
  constructor(readonly waitedMs: number) {
    super(`The database did not answer within ${waitedMs} ms`);
  }
}

/**
 * A lost or refused database connection, not a fault of the call: SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (terminated by an administrator, crash shutdown, cannot connect now), 53300
 * (too many connections), 25P03 (a transaction that waited too long between statements was ended), or the driver's own words for a socket that went away; and the embedded
 * database's own failures: PGlite closed or closing, or its WebAssembly aborted.
 */
export function isDatabaseFault(err: unknown): boolean {
  const state = sqlState(err);
  if (state && (state.startsWith('08') || /^57P0[123]$/.test(state) || state === '53300' || state === '25P03'))
    return true;
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e instanceof DatabaseUnavailable) return true;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' || code === 'ECONNREFUSED' || code === 'EPIPE' || code === 'ETIMEDOUT') return true;
    if (e instanceof WebAssembly.RuntimeError) return true;
    if (
      /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error|^PGlite is clos(ed|ing)|^Aborted\(/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

const MAY_HAVE_APPLIED = Symbol('mayHaveApplied');

/**
 * Marks a failed statement that may have been applied before its connection was lost: a COMMIT, or a
 * statement other than a read outside a transaction. (A statement inside a transaction that fails is
 * rolled back with it.)
 */
export function markMayHaveApplied(err: unknown): void {
  if (err && typeof err === 'object') (err as Record<symbol, boolean>)[MAY_HAVE_APPLIED] = true;
}

export function mayHaveApplied(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as Record<symbol, boolean>)[MAY_HAVE_APPLIED]) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The call already waited for the database as long as it may. */
export function waitedOut(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++)
    if (e instanceof DatabaseUnavailable) return true;
  return false;
}

/** Whether a database fault may be met by running the call again once the database answers. */
export function mayRunAgain(err: unknown): boolean {
  return isDatabaseFault(err) && !waitedOut(err) && !mayHaveApplied(err);
}
