export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** São Paulo is UTC−3 all year (no daylight saving since 2019). */
const SAO_PAULO_MS = -3 * HOUR_MS;
/** 10:00 in São Paulo: hours before the anticipation (16h) and TED (17h) cut-offs and far from midnight. */
const STORY_HOUR = 10;

/**
 * Days from now to the latest Thursday at 10:00 in São Paulo that has passed (never ahead: on a Thursday before
 * 10:00 the clock goes back a week, as on any other day; a clock a little ahead of real time left a dispute opened
 * by a story's control out of the dashboard's count).
 */
export function storyClockOffsetDays(nowMs: number) {
  const local = new Date(nowMs + SAO_PAULO_MS);
  const daysBack = (local.getUTCDay() - 4 + 7) % 7;
  const thursday =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack, STORY_HOUR) - SAO_PAULO_MS;
  const target = thursday > nowMs ? thursday - 7 * DAY_MS : thursday;
  return (target - nowMs) / DAY_MS;
}
