import type { AuditFilter } from './auditFilter';
import type { AuditColumn } from './AuditTable';

// A sample audit log for the stories and tests: the table itself knows no row shape.

/** An audit entry as a screen shows it (the portal maps its API entries to such rows). */
export interface AuditRow {
  id: number;
  userName: string;
  email: string;
  systemOrigin: string;
  functionality: string;
  actionPath: string;
  actionType: string;
  oldValues: unknown;
  newValues: unknown;
  date: string;
  createdAt: string;
}

const kinds = ['Criação', 'Atualização', 'Deleção'];
const people = [
  ['Maria Silva', 'maria@empresa.com.br'],
  ['João Souza', 'joao@loja.com'],
  ['Desconhecido', 'Desconhecido'],
] as const;

export function makeRows(count: number): AuditRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [userName, email] = people[i % people.length] ?? people[0];
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      id: i + 1,
      userName,
      email,
      systemOrigin: 'PAINEL',
      functionality: i % 7 === 6 ? 'Indefinido' : (['Operator', 'Company', 'User'][i % 3] ?? 'User'),
      actionPath: `/api/operator/${i}`,
      actionType: kinds[i % 3] ?? 'Criação',
      oldValues: i % 3 === 0 ? null : { name: `Antigo ${i}`, limit: i * 10 },
      newValues: i % 3 === 2 ? null : { name: `Novo ${i}`, limit: i * 20 },
      date: `${day}/${month}/2024 10:00:00`,
      createdAt: `2024-${month}-${day}T10:00:00Z`,
    };
  });
}

export const columns: AuditColumn<AuditRow>[] = [
  { label: 'ID', cell: (row) => row.id },
  { label: 'Usuário', cell: (row) => row.userName },
  { label: 'E-mail', cell: (row) => row.email },
  { label: 'Origem', cell: (row) => row.systemOrigin },
  { label: 'Funcionalidade', cell: (row) => row.functionality },
  { label: 'Caminho da ação', cell: (row) => row.actionPath },
  { label: 'Tipo de ação', cell: (row) => row.actionType },
  { label: 'Data', cell: (row) => row.date },
];
const text = (key: keyof AuditRow, label: string): AuditFilter<AuditRow> => ({
  key,
  label,
  value: (row) => String(row[key]),
});
export const filters: AuditFilter<AuditRow>[] = [
  text('userName', 'Usuário'),
  text('email', 'E-mail'),
  text('systemOrigin', 'Origem'),
  text('functionality', 'Funcionalidade'),
  text('actionPath', 'Caminho da ação'),
  text('actionType', 'Tipo de ação'),
  { ...text('createdAt', 'Data de criação'), hint: 'AAAA-MM-DD, ou só AAAA-MM', match: 'prefix' },
];
