import type { AppContext } from '../context.js';
import { ApiProblem } from './problem.js';

/** Counts a rate-limited call against its IP and, when the payload names one, its login. */
export function enforceRateLimit(app: AppContext, path: string, ip: string, input: Record<string, unknown>): void {
  const { perIp, perLogin } = app.config.rateLimit;
  const ipOk = app.limiter.take(`${path}|ip|${ip}`, perIp);
  const login = typeof input.login === 'string' ? input.login.trim().toLowerCase() : null;
  const loginOk = login ? app.limiter.take(`${path}|login|${login}`, perLogin) : true;
  if (!ipOk || !loginOk) throw new ApiProblem(429, 'errors.tooMany');
}
