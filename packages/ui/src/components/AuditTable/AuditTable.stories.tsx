import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuditTable } from './AuditTable';
import { columns, filters, makeRows, type AuditRow } from './AuditTable.fixtures';

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
