import { describe, expect, it } from 'vitest';
import { filterAuditRows, indexAuditRows, paginate, type AuditFilterValues } from './auditFilter';
import { filters, type AuditRow } from './AuditTable.fixtures';

function row(id: number, overrides: Partial<AuditRow> = {}): AuditRow {
  return {
    id,
    userName: 'Maria Silva',
    email: 'maria@empresa.com.br',
    systemOrigin: 'PAINEL',
    functionality: 'Operator',
    actionPath: '/api/operator/update-data-by-email',
    actionType: 'Atualização',
    oldValues: {},
    newValues: {},
    date: '15/03/2024 10:20:30',
    createdAt: '2024-03-15T10:20:30.000000Z',
    ...overrides,
  };
}

const rows = [
  row(1),
  row(2, { userName: 'João Souza', email: 'joao@loja.com', actionType: 'Criação', createdAt: '2024-04-01T08:00:00Z' }),
  row(3, { userName: 'Desconhecido', email: 'Desconhecido', functionality: 'Indefinido', actionType: 'Deleção' }),
];
const indexed = indexAuditRows(rows, filters);
const ids = (list: AuditRow[]) => list.map((r) => r.id);
const filterAuditRowsBy = (values: AuditFilterValues) => filterAuditRows(indexed, filters, values);

describe('filterAuditRows', () => {
  it('returns everything when every filter is empty or blank', () => {
    expect(ids(filterAuditRowsBy({}))).toEqual([1, 2, 3]);
    expect(ids(filterAuditRowsBy({ userName: '', email: '   ' }))).toEqual([1, 2, 3]);
  });

  it('matches text by case-insensitive containment', () => {
    expect(ids(filterAuditRowsBy({ userName: 'SOUZA' }))).toEqual([2]);
    expect(ids(filterAuditRowsBy({ email: 'empresa' }))).toEqual([1]);
    expect(ids(filterAuditRowsBy({ actionType: 'criaç' }))).toEqual([2]);
    expect(ids(filterAuditRowsBy({ functionality: 'indef' }))).toEqual([3]);
  });

  it('combines filters with AND', () => {
    expect(ids(filterAuditRowsBy({ userName: 'maria', actionType: 'deleção' }))).toEqual([]);
    expect(ids(filterAuditRowsBy({ systemOrigin: 'painel', actionPath: 'OPERATOR' }))).toEqual([1, 2, 3]);
  });

  it('matches the creation date by ISO date prefix', () => {
    expect(ids(filterAuditRowsBy({ createdAt: '2024-03' }))).toEqual([1, 3]);
    expect(ids(filterAuditRowsBy({ createdAt: '2024-04-01' }))).toEqual([2]);
    // A prefix, not containment: the day alone does not match.
    expect(ids(filterAuditRowsBy({ createdAt: '15' }))).toEqual([]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);

  it('cuts pages of the given size', () => {
    expect(paginate(items, 1, 5)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, pageCount: 3 });
    expect(paginate(items, 3, 5)).toEqual({ items: [11, 12], page: 3, pageCount: 3 });
  });

  it('clamps a page that does not exist', () => {
    expect(paginate(items, 9, 5).page).toBe(3);
    expect(paginate(items, 0, 5).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 1, 5)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('filter performance', () => {
  function bigList(size: number): AuditRow[] {
    const names = ['Maria Silva', 'João Souza', 'Ana Lima', 'Pedro Alves', 'Desconhecido'];
    const kinds = ['Criação', 'Atualização', 'Deleção'];
    return Array.from({ length: size }, (_, i) =>
      row(i, {
        userName: `${names[i % names.length]} ${i}`,
        email: `usuario${i}@empresa${i % 97}.com.br`,
        actionType: kinds[i % 3] ?? 'Criação',
        functionality: `Feature${i % 41}`,
        createdAt: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z`,
      }),
    );
  }

  function time(run: () => unknown, repeat = 5): number {
    run();
    const started = performance.now();
    for (let i = 0; i < repeat; i += 1) run();
    return (performance.now() - started) / repeat;
  }

  for (const size of [10_000, 100_000]) {
    it(`filters ${size.toLocaleString('en')} rows fast enough to type in the filter`, () => {
      const raw = bigList(size);
      const list = indexAuditRows(raw, filters);
      const values = { userName: 'silva', email: 'empresa1', actionType: 'atualiza', createdAt: '2024-0' };
      const ms = time(() => filterAuditRows(list, filters, values));
      const indexMs = time(() => indexAuditRows(raw, filters), 1);
      console.log(
        `[audit filter] ${size} rows: filter ${ms.toFixed(2)} ms, index (once per list) ${indexMs.toFixed(1)} ms`,
      );
      expect(filterAuditRows(list, filters, values).length).toBeGreaterThan(0);
      // Generous bounds for a loaded 2-core CI machine; the figures above are the measurement.
      expect(ms).toBeLessThan(size === 10_000 ? 50 : 500);
    });
  }
});
