/**
 * Plays the story for 60 s of story time in headless Chromium and counts the late ticks of the
 * 25 fps player clock from the performance marks the player sets (LATE_TICK in the contract).
 * The clock moves 1/25 s per tick, so the ticks played are the story time played × 25.
 */
import { chromium } from 'playwright-core';
import { LATE_TICK, STORY } from '@tt/contract';

const PLAY_S = 60;

export interface TickFigures {
  ticks: number;
  late: number;
  worstGapMs: number;
}

export async function measureTicks(storyUrl: string): Promise<TickFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const clock = () => page.locator('.player').getAttribute('data-time').then(Number);
    await page.goto(storyUrl);
    await page.locator('.player[data-state="playing"]').waitFor({ timeout: 30_000 });
    let played = 0;
    let from = await clock();
    // a story shorter than 60 s is repeated until 60 s have been played
    while (played < PLAY_S) {
      await page.locator('.player[data-state="ended"], .player[data-state="playing"]').first().waitFor();
      await page.waitForTimeout(1000);
      const now = await clock();
      played += Math.max(0, now - from);
      from = now;
      if ((await page.locator('.player').getAttribute('data-state')) === 'ended') {
        await page.getByRole('button', { name: 'Repeat' }).click();
        from = 0;
      }
    }
    const gaps = await page.evaluate(
      (mark) => performance.getEntriesByName(mark, 'mark').map((m) => (m as PerformanceMark).detail.gapMs as number),
      LATE_TICK.mark,
    );
    return { ticks: Math.round(played * STORY.ticksPerSecond), late: gaps.length, worstGapMs: Math.max(0, ...gaps) };
  } finally {
    await browser.close();
  }
}
