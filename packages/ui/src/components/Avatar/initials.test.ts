import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Maria da Silva', 'MS'],
    ['joão', 'J'],
    ['  Ana   Paula  dos  Santos ', 'AS'],
    ['Érica de Oliveira', 'ÉO'],
    ['', '?'],
    ['   ', '?'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
