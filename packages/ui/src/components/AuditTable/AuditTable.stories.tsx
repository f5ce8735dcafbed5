import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuditFilter } from './auditFilter';
import { AuditTable, type AuditColumn } from './AuditTable';

/** An audit entry as a screen shows it (the portal maps its API entries to such rows). */
interface AuditRow {
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

function makeRows(count: number): AuditRow[] {
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

const columns: AuditColumn<AuditRow>[] = [
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
const filters: AuditFilter<AuditRow>[] = [
  text('userName', 'Usuário'),
  text('email', 'E-mail'),
  text('systemOrigin', 'Origem'),
  text('functionality', 'Funcionalidade'),
  text('actionPath', 'Caminho da ação'),
  text('actionType', 'Tipo de ação'),
  { ...text('createdAt', 'Data de criação'), hint: 'AAAA-MM-DD, ou só AAAA-MM', match: 'prefix' },
];

const meta = {
  title: 'Components/AuditTable',
  component: AuditTable<AuditRow>,
  args: {
    rows: makeRows(23),
    columns,
    filters,
    rowKey: (row) => row.id,
    changes: (row) => ({
      name: `ID ${row.id}`,
      description: `ID ${row.id} · ${row.functionality} · ${row.date}`,
      oldValues: row.oldValues,
      newValues: row.newValues,
    }),
  },
} satisfies Meta<typeof AuditTable<AuditRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('tbody tr');

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando auditoria');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const FirstPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(canvas.getByText('Página 1 de 5 · 23 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  },
};

export const Paging: Story = {
  play: async ({ canvas, canvasElement }) => {
    for (let i = 0; i < 4; i += 1) await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(canvas.getByText('Página 5 de 5 · 23 registros')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(canvas.getByText('Página 4 de 5 · 23 registros')).toBeVisible();
  },
};

export const Filtered: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Usuário' }), 'MARIA');
    // Nothing changes until the filter is applied.
    await expect(canvas.getByText('Página 2 de 5 · 23 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expect(canvas.getByText('Página 1 de 2 · 8 registros')).toBeVisible();
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('Maria Silva');
  },
};

export const FilteredByDatePrefix: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Data de criação' }), '2024-03{Enter}');
    await expect(canvas.getByText(/· 2 registros$/)).toBeVisible();
  },
};

export const Cleared: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tipo de ação' }), 'deleção{Enter}');
    await expect(canvas.getByText('Página 1 de 2 · 7 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(canvas.getByText('Página 1 de 5 · 23 registros')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tipo de ação' })).toHaveValue('');
  },
};

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ninguem@{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum resultado encontrado.');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum resultado encontrado.')).toBeVisible();
  },
};

export const ValuesDialog: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Ver valores: ID 2' });
    await userEvent.click(button);
    const dialog = await canvas.findByRole('dialog', { name: 'Valores alterados' });
    const old = within(dialog).getByRole('region', { name: 'Valores antigos' });
    const next = within(dialog).getByRole('region', { name: 'Valores novos' });
    await expect(old.querySelector('pre')?.textContent).toBe(JSON.stringify({ name: 'Antigo 1', limit: 10 }, null, 2));
    await expect(next.querySelector('pre')?.textContent).toBe(JSON.stringify({ name: 'Novo 1', limit: 20 }, null, 2));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const TenThousandRows: Story = {
  args: { rows: makeRows(10_000) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Página 1 de 2.000 · 10.000 registros')).toBeVisible();
    const started = performance.now();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Funcionalidade' }), 'indefinido{Enter}');
    await expect(canvas.getByText(/· 1\.428 registros$/)).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(performance.now() - started).toBeLessThan(3000);
  },
};
