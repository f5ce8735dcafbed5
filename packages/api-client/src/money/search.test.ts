import { describe, expect, it } from 'vitest';
import { searchKindOf } from './search';

describe('the search box', () => {
  it.each([
    ['TX20261126000123', 'id'],
    ['E18236120202611261450000041L213T', 'e2e'],
    ['PED-20261126-00041', 'order'],
    ['4242', 'last4'],
    ['783000041', 'nsu'],
    ['A1B2C3', 'authorization'],
    ['ana.silva@gmail.com', 'email'],
    ['Ana Silva', 'name'],
    ['PG20261127000001', 'receipt'],
    ['123.456.789-09', 'document'],
    ['12345678909', 'document'],
    ['12.345.678/0001-95', 'document'],
    ['12ABC34501DE35', 'document'],
    ['123456', 'name'],
  ] as const)('recognises %s as %s', (text, kind) => {
    expect(searchKindOf(` ${text} `)).toBe(kind);
  });
});
