import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStrongPassword, PASSWORD_SPECIALS } from './passwordRule';

describe('a new password (spec 5.17, 5.36)', () => {
  it("takes each of the spec's special characters, and nothing else as one", () => {
    for (const special of PASSWORD_SPECIALS) expect(isStrongPassword(`Abcde1${special}`), special).toBe(true);
    for (const notSpecial of ['é', ' ', '~', '?', '/', '|', '"', "'", '[', ']', '`'])
      expect(isStrongPassword(`Abcde1${notSpecial}`), notSpecial).toBe(false);
    expect(isStrongPassword('Abcdé1')).toBe(false);
    expect(isStrongPassword('Abc de1')).toBe(false);
  });

  it('needs six characters, both cases and a digit besides', () => {
    expect(isStrongPassword('Ab1@')).toBe(false);
    expect(isStrongPassword('abcde1@')).toBe(false);
    expect(isStrongPassword('ABCDE1@')).toBe(false);
    expect(isStrongPassword('Abcdef@')).toBe(false);
    fc.assert(
      // Whatever else it holds (a line break is not typed in a password field).
      fc.property(
        fc.string({ maxLength: 12 }).filter((rest) => !/[\n\r\u2028\u2029]/.test(rest)),
        (rest) => {
          expect(isStrongPassword(`Aa1!${rest}xx`)).toBe(true);
        },
      ),
    );
  });
});
