import { describe, expect, it } from 'vitest';
import { hasReachedEnd } from './scrollEnd';

describe('hasReachedEnd', () => {
  it('is false while more than 10 px remain below', () => {
    expect(hasReachedEnd({ scrollTop: 0, scrollHeight: 2000, clientHeight: 500 })).toBe(false);
    expect(hasReachedEnd({ scrollTop: 1489, scrollHeight: 2000, clientHeight: 500 })).toBe(false);
  });

  it('is true within 10 px of the end, and at the end', () => {
    expect(hasReachedEnd({ scrollTop: 1490, scrollHeight: 2000, clientHeight: 500 })).toBe(true);
    expect(hasReachedEnd({ scrollTop: 1500, scrollHeight: 2000, clientHeight: 500 })).toBe(true);
  });

  it('is true at once when the text is shorter than the box', () => {
    expect(hasReachedEnd({ scrollTop: 0, scrollHeight: 300, clientHeight: 500 })).toBe(true);
  });

  it('takes another tolerance', () => {
    expect(hasReachedEnd({ scrollTop: 1450, scrollHeight: 2000, clientHeight: 500 }, 50)).toBe(true);
  });
});
