/**
 * The bedtime choice (issue 26 §12, decision 059): a sleep timer and "this is the last story", kept
 * on the device for each child (decision 063: the chosen child's uid names it; the account's own
 * before its children are known). The running timer is an absolute moment, so it carries on through
 * a playlist's next story and a reload.
 */
import { readLocal, writeLocal } from '../../../lib/storage';

const keyOf = (child?: string | null) => (child ? `tt.bedtime.${child}` : 'tt.bedtime');
export const SLEEP_MINUTES = [0, 10, 20, 30] as const;
export type SleepMinutes = (typeof SLEEP_MINUTES)[number];

export interface BedtimeChoice {
  /** The timer's length last chosen, offered again next time (0: off). */
  minutes: SleepMinutes;
  /** When the timer runs out (ms since the epoch), or null when no timer runs. */
  endsAt: number | null;
  /** The story on screen is the last one: its end is bedtime. */
  lastStory: boolean;
  /** "Last story" holds for that night only: until this moment (the next morning), then it is forgotten. */
  lastStoryUntil?: number;
  /**
   * The story "last story" was chosen on (issue 32 §5): only that story (or its twin) ends in bedtime, so a
   * choice left behind on a story that was not played out does not cut a later playlist.
   */
  lastStoryOf?: string;
}

export const NO_BEDTIME: BedtimeChoice = { minutes: 0, endsAt: null, lastStory: false };

/** The morning after `now` (06:00 local time): when a night's "last story" no longer holds. */
export function nextMorning(now = Date.now()): number {
  const morning = new Date(now);
  morning.setHours(6, 0, 0, 0);
  if (morning.getTime() <= now) morning.setDate(morning.getDate() + 1);
  return morning.getTime();
}

export function readBedtime(child?: string | null, now = Date.now()): BedtimeChoice {
  try {
    const saved = JSON.parse(readLocal(keyOf(child)) ?? 'null') as Partial<BedtimeChoice> | null;
    if (!saved) return NO_BEDTIME;
    const minutes = SLEEP_MINUTES.includes(saved.minutes as SleepMinutes) ? (saved.minutes as SleepMinutes) : 0;
    // a deadline already past (the tab was closed before it came) is last night's: forgotten
    const endsAt = typeof saved.endsAt === 'number' && saved.endsAt > now ? saved.endsAt : null;
    // "last story" is that night's: chosen before this morning (or before it had a night), it is forgotten
    const tonight = typeof saved.lastStoryUntil === 'number' && saved.lastStoryUntil > now;
    return tonight && saved.lastStory === true
      ? {
          minutes,
          endsAt,
          lastStory: true,
          lastStoryUntil: saved.lastStoryUntil,
          lastStoryOf: typeof saved.lastStoryOf === 'string' ? saved.lastStoryOf : '',
        }
      : { minutes, endsAt, lastStory: false };
  } catch {
    return NO_BEDTIME;
  }
}

/**
 * Whether "last story" holds for the story on screen: it was chosen on this story or on its twin in the
 * other language (`stories`: the story, then its twin). A choice from another story is an old one.
 */
export function lastStoryHolds(choice: BedtimeChoice, stories: readonly string[]): boolean {
  if (!choice.lastStory) return false;
  const of = choice.lastStoryOf ?? '';
  return stories.length ? stories.includes(of) : of === '';
}

export function saveBedtime(choice: BedtimeChoice, child?: string | null): void {
  writeLocal(keyOf(child), JSON.stringify(choice));
}

/**
 * How long a "minute" of the timer lasts, in ms: 60,000, except that a browser test may shorten it
 * with `?sleepminute=<ms>` in the story's address (documented in decision 059; 50 ms at the least).
 */
export function minuteMs(sleepminute: string | null): number {
  const asked = Number(sleepminute);
  return Number.isFinite(asked) && asked >= 50 && asked < 60_000 ? asked : 60_000;
}

/**
 * The sound fades out over a quarter of a timer minute (15 s): after the timer, or over the last story's
 * last 15 s, ending with its end.
 */
export const fadeMs = (minute: number) => minute / 4;
