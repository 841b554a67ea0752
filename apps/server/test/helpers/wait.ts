/** Polls until `check` returns a value, for things that happen in background jobs. */
export async function waitUntil<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 90_000,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
