import type { BankChoice } from '@painel/api-client';

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The banks a search names: by COMPE code (its start: "34" finds 341) or ISPB, or by any words of its names (the
 * one people know and the list's) in any order, without accents ("itau uni", "caixa"); the chosen bank stays in
 * the list so the choice never vanishes.
 */
export function banksMatching(choices: readonly BankChoice[], query: string, chosen = ''): BankChoice[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  const digits = /^\d+$/.test(query.trim()) ? query.trim() : null;
  return choices.filter((choice) => {
    if (choice.code === chosen) return true;
    if (digits) return choice.code.startsWith(digits) || choice.ispb === digits.padStart(8, '0');
    const names = `${folded(choice.name)} ${folded(choice.listedName)}`;
    return words.every((word) => names.includes(word));
  });
}
