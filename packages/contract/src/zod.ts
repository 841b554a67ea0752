/**
 * zod as every contract file that builds object schemas imports it. In the browser the page's
 * Content-Security-Policy forbids eval, and zod probes `new Function` whenever an object schema is
 * made unless it runs jitless; so the setting comes with the import, before any schema exists
 * (e2e/tests/csp.test.ts). The first page's bundle should not carry zod at all: what it reads of
 * the contract (constants, access, messages, uploads, playback) imports no zod.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
