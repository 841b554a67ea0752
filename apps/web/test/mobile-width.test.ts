/**
 * The phone layout starts where the spec says (consumer §"Mobile view": 768 px or less, MOBILE_MAX_WIDTH):
 * every width breakpoint in the styles is the mobile width itself, the first width above it, or a
 * narrower phone step below it — so a tablet at 768 px never gets the desktop layout.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH } from '@tt/contract';

const styles = path.resolve(import.meta.dirname, '../src/styles');
const breakpoints = fs
  .readdirSync(styles)
  .filter((f) => f.endsWith('.css'))
  .flatMap((file) =>
    [...fs.readFileSync(path.join(styles, file), 'utf8').matchAll(/@media[^{]*\((min|max)-width:\s*(\d+)px\)/g)].map(
      (m) => ({ file, kind: m[1] as 'min' | 'max', px: Number(m[2]) }),
    ),
  );

describe('the mobile layout', () => {
  it(`begins at ${MOBILE_MAX_WIDTH} px and below, as the spec says`, () => {
    expect(breakpoints.length).toBeGreaterThan(0);
    const wrong = breakpoints.filter(({ kind, px }) =>
      kind === 'min' ? px !== MOBILE_MAX_WIDTH + 1 : px > MOBILE_MAX_WIDTH,
    );
    expect(wrong).toEqual([]);
    // the desktop layout is switched on just above the mobile width somewhere, and the mobile one at it
    expect(breakpoints.some((b) => b.kind === 'min')).toBe(true);
    expect(breakpoints.some((b) => b.kind === 'max' && b.px === MOBILE_MAX_WIDTH)).toBe(true);
  });
});
