/**
 * The balancer's list of calls it may send twice (docs/deployment.md's HAProxy file) is the contract's
 * RESENDABLE_CALLS, so a call added to one and not the other is caught here.
 */
import { describe, expect, it } from 'vitest';
import { callList, RESENDABLE_CALLS } from '@tt/contract';
import { documentedConfig } from '../helpers/haproxy.js';

describe('the documented balancer', () => {
  it('resends exactly the calls the contract calls resendable, each of them a real call', () => {
    const listed = [...documentedConfig().matchAll(/^\s*acl resendable path (.+)$/gm)].flatMap((m) =>
      m[1]!.trim().split(/\s+/),
    );
    expect(listed.sort()).toEqual(RESENDABLE_CALLS.map((p) => `/api/${p}`).sort());
    const paths = new Set(callList.map((c) => c.path));
    expect(RESENDABLE_CALLS.filter((p) => !paths.has(p))).toEqual([]);
  });
});
