import { describe, expect, it } from 'vitest';
import { formatAuditDate, toAuditRow } from './auditRows';

const entry = {
  id: 7,
  event: 'updated',
  user_details: { name: 'Carla Cliente', email: 'cliente@painel.dev', systemOrigin: 'PAINEL' },
  auditable_type: 'App\\Models\\Operator',
  url: 'https://api.painel.dev/api/operator/7',
  old_values: { status: 'ativo' },
  new_values: { status: 'inativo' },
  created_at: '2024-03-15T13:45:07',
};

describe('toAuditRow (spec 3)', () => {
  it('maps an entry to the displayed fields', () => {
    expect(toAuditRow(entry)).toEqual({
      id: 7,
      userName: 'Carla Cliente',
      email: 'cliente@painel.dev',
      systemOrigin: 'PAINEL',
      functionality: 'Operator',
      actionPath: 'https://api.painel.dev/api/operator/7',
      actionType: 'Atualização',
      oldValues: { status: 'ativo' },
      newValues: { status: 'inativo' },
      date: '15/03/2024 13:45:07',
      createdAt: '2024-03-15T13:45:07',
    });
  });

  it('names the events in Portuguese', () => {
    expect(toAuditRow({ ...entry, event: 'created' }).actionType).toBe('Criação');
    expect(toAuditRow({ ...entry, event: 'deleted' }).actionType).toBe('Deleção');
  });

  it("shows 'Desconhecido' for missing user details and 'Indefinido' for a missing feature", () => {
    const row = toAuditRow({ ...entry, user_details: null, auditable_type: null });
    expect([row.userName, row.email, row.systemOrigin, row.functionality]).toEqual([
      'Desconhecido',
      'Desconhecido',
      'Desconhecido',
      'Indefinido',
    ]);
    expect(toAuditRow({ ...entry, user_details: { name: null, email: 'x@y.z', systemOrigin: null } }).userName).toBe(
      'Desconhecido',
    );
  });

  it('keeps a date it cannot read as it came', () => {
    expect(formatAuditDate('ontem')).toBe('ontem');
  });
});
