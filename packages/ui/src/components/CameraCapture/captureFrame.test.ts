import { describe, expect, it } from 'vitest';
import { captureWidth } from './captureFrame';

describe('captureWidth', () => {
  it('keeps the aspect at 500 px high', () => {
    expect(captureWidth(640, 480)).toBe(667);
    expect(captureWidth(1920, 1080)).toBe(889);
    expect(captureWidth(480, 640)).toBe(375);
  });

  it('refuses a source without size (a video that has not started)', () => {
    expect(() => captureWidth(0, 0)).toThrow(/no size yet/);
  });
});
