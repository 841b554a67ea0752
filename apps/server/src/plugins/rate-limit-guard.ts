/**
 * Limits for sign-in, registration and restore (decision 004), shaped so that one attacker cannot
 * lock a victim out (OWASP ASVS 5.0 §6.3): per IP and per (login, IP) attempts are refused past
 * their limit; across IPs a login is only slowed down, so its owner's right password from a fresh
 * IP still works. A signed-in caller is also counted per user, whatever its IP: only its own calls
 * can fill that counter (issue 25 point 15). Every 429 says when to try again (Retry-After).
 */
import type { Config } from '../config.js';
import { ApiProblem } from '../errors.js';
import type { RateLimiter } from '../rate-limiter.js';

/** The counters and the configured limits. */
export interface RateLimits {
  limiter: RateLimiter;
  config: Config['rateLimit'];
}

const MAX_SLOWDOWN_MS = 5_000;

export async function enforceRateLimit(
  app: RateLimits,
  path: string,
  ip: string,
  input: Record<string, unknown>,
  userId: number | null = null,
): Promise<void> {
  const { perIp, perLogin, slowdownStepMs } = app.config;
  const login = typeof input.login === 'string' ? input.login.trim().toLowerCase() : null;
  const refuse = (key: string) => {
    const problem = new ApiProblem(429, 'errors.tooMany');
    problem.retryAfterSeconds = Math.max(1, Math.ceil(app.limiter.retryAfterMs(key) / 1000));
    throw problem;
  };
  const ipKey = `${path}|ip|${ip}`;
  if (!app.limiter.take(ipKey, perIp)) refuse(ipKey);
  if (userId !== null) {
    const userKey = `${path}|user|${userId}`;
    if (!app.limiter.take(userKey, perLogin)) refuse(userKey);
  }
  if (!login) return;
  const pairKey = `${path}|login-ip|${login}|${ip}`;
  if (!app.limiter.take(pairKey, perLogin)) refuse(pairKey);
  // From every IP together: past the per-login limit each attempt waits a little longer, never refused.
  const excess = app.limiter.count(`${path}|login|${login}`) - perLogin;
  if (excess > 0 && slowdownStepMs > 0)
    await new Promise((resolve) => setTimeout(resolve, Math.min(excess * slowdownStepMs, MAX_SLOWDOWN_MS)));
}
