import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DAY_MS, storyClockOffsetDays } from './storyClock';

const saoPaulo = (ms: number) => new Date(ms - 3 * 3_600_000);

describe('storyClockOffsetDays', () => {
  it('puts a Friday evening in São Paulo on the Thursday before, at 10:00', () => {
    // 2026-11-27 is a Friday; 19:45 UTC is 16:45 in São Paulo, after the anticipation cut-off.
    const now = Date.parse('2026-11-27T19:45:00Z');
    expect(new Date(now + storyClockOffsetDays(now) * DAY_MS).toISOString()).toBe('2026-11-26T13:00:00.000Z');
  });

  it('puts a Thursday morning before 10:00 on the Thursday before: the clock is never ahead of real time', () => {
    const now = Date.parse('2026-11-26T11:00:00Z');
    expect(new Date(now + storyClockOffsetDays(now) * DAY_MS).toISOString()).toBe('2026-11-19T13:00:00.000Z');
  });

  property.prop([fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2035-01-01T00:00:00Z') })])(
    'always lands on a Thursday at 10:00:00 in São Paulo, at most a week back',
    (now) => {
      const offset = storyClockOffsetDays(now);
      const story = saoPaulo(now + offset * DAY_MS);
      expect(story.getUTCDay()).toBe(4);
      expect(story.toISOString().slice(11, 23)).toBe('10:00:00.000');
      expect(offset).toBeGreaterThan(-7);
      expect(offset).toBeLessThanOrEqual(0);
    },
  );
});
