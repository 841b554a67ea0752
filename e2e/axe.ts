/** axe-core in the browser tests: the serious and critical accessibility findings of what a page shows. */
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { TOKEN_KEY } from './browser.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Runs axe on what the page shows now; the serious and critical findings. */
export async function accessibilityAudit(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: any[] }> } }).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes
          .slice(0, 5)
          .map(
            (n: { target: string[]; failureSummary?: string }) =>
              `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').slice(0, 160)}`,
          ),
      }));
  });
}

/** A page signed in (or not) at a width; CSP is bypassed only so that axe itself can be injected. */
export async function auditablePage(browser: Browser, baseURL: string, width: number, token?: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width, height: 800 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (token) {
    await page.goto('/about');
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token] as const);
  }
  return page;
}
