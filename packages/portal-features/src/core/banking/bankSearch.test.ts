import { bankChoices, BANK_DIRECTORY_DATE } from '@painel/api-client';
import { describe, expect, it } from 'vitest';
import { banksMatching } from './bankSearch';

const codes = (query: string, chosen?: string) => banksMatching(bankChoices, query, chosen).map((bank) => bank.code);

describe('finding a bank in the Central Bank’s list', () => {
  it('holds the list of a known day, named as people know the big banks', () => {
    expect(BANK_DIRECTORY_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bankChoices.length).toBeGreaterThan(400);
    expect(bankChoices.find((bank) => bank.code === '341')?.name).toBe('Itaú Unibanco');
    expect(bankChoices.find((bank) => bank.code === '003')?.name).toBe('BCO DA AMAZONIA S.A.');
  });

  it('finds by the start of the code, by ISPB, and by words of the name without accents', () => {
    expect(codes('34')).toContain('341');
    expect(codes('34').every((code) => code.startsWith('34'))).toBe(true);
    expect(codes('60701190')).toEqual(['341']);
    expect(codes('itau uni')).toEqual(['341', '652']);
    expect(codes('unibanco itau holding')).toEqual(['652']);
    // The list's own name finds the bank too.
    expect(codes('itau unibanco s.a')).toEqual(['341', '652']);
    expect(codes('BCO DO BRASIL S.A.')).toContain('001');
    expect(codes('ITAÚ')).toContain('341');
    expect(codes('caixa economica')).toContain('104');
    expect(codes('')).toHaveLength(bankChoices.length);
  });

  it('keeps the chosen bank in the list whatever is searched', () => {
    expect(codes('nubank nada', '341')).toEqual(['341']);
  });
});
