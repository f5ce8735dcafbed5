import { describe, expect, it } from 'vitest';
import { dataMessages } from '../../messages/data';
import { resultsAnnouncement } from './resultsAnnouncement';

describe('resultsAnnouncement', () => {
  it('says how many results and which page', () => {
    expect(resultsAnnouncement(dataMessages, { total: 44, page: 1, pageCount: 3 })).toBe(
      '44 resultados. Página 1 de 3.',
    );
    expect(resultsAnnouncement(dataMessages, { total: 1, page: 1, pageCount: 1 })).toBe('1 resultado. Página 1 de 1.');
    expect(resultsAnnouncement(dataMessages, { total: 12_345, page: 2, pageCount: 618 })).toBe(
      '12.345 resultados. Página 2 de 618.',
    );
  });

  it('says the order first once a person sorted', () => {
    expect(
      resultsAnnouncement(dataMessages, {
        total: 137,
        page: 1,
        pageCount: 7,
        sortedBy: { label: 'Valor bruto', direction: 'desc' },
      }),
    ).toBe('Ordenado por Valor bruto, decrescente. 137 resultados. Página 1 de 7.');
    expect(
      resultsAnnouncement(dataMessages, {
        total: 0,
        page: 1,
        pageCount: 1,
        sortedBy: { label: 'Data', direction: 'asc' },
      }),
    ).toBe('Ordenado por Data, crescente. 0 resultados. Página 1 de 1.');
  });
});
