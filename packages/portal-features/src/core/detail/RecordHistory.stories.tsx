import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forcedCall, hangingCall, sandboxFor, storyUsers } from '../../storybook/fixtures';
import { LONG } from '../../storybook/patience';
import { PatternStory } from '../../storybook/PatternStory';
import { RecordHistory } from './RecordHistory';

const merchant = storyUsers.merchant;
const hanging = hangingCall('GET history/{model}/{id}', sandboxFor(merchant));

/** With two changes of one payment link in the sandbox's audit log (and one of another record). */
function withEntries() {
  const sandbox = sandboxFor(merchant);
  const entry = (id: number, record: string, event: string, status: string, at: string) => ({
    id,
    event,
    user_details: { name: merchant.name, email: merchant.email, systemOrigin: 'PAINEL' },
    auditable_type: 'App\\Models\\PaymentLink',
    auditable_id: record,
    company_id: 2,
    url: `payment-links/${record}`,
    old_values: {},
    new_values: { status },
    created_at: at,
  });
  sandbox.db.update((state) => {
    state.auditLogs.unshift(
      entry(901, 'LK1', 'created', 'Ativo', '2026-11-20T13:00:00Z'),
      entry(902, 'LK2', 'created', 'Ativo', '2026-11-21T13:00:00Z'),
      entry(903, 'LK1', 'updated', 'Inativo', '2026-11-25T18:30:00Z'),
    );
  });
  return { msw: { handlers: sandbox.handlers } };
}

/** `core/detail`'s `RecordHistory`, the "Histórico" tab `DetailFrame` gives a record: each state. */
const meta = {
  title: 'Core/Detail/RecordHistory',
  component: RecordHistory,
  args: { model: 'PaymentLink', id: 'LK1' },
  decorators: [
    (Story) => (
      <PatternStory path="/registro">
        <Story />
      </PatternStory>
    ),
  ],
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record's own changes only, each with who made it and its values. */
export const TwoChanges: Story = {
  parameters: withEntries(),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('region', { name: 'Registros de auditoria' }, LONG);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Atualização');
    await expect(rows[1]).toHaveTextContent('Criação');
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Ver valores/ }));
    await expect(await within(document.body).findByRole('dialog', {}, LONG)).toHaveTextContent('Inativo');
  },
};

export const NoChangesYet: Story = {
  args: { id: 'LK9' },
  parameters: withEntries(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma alteração registrada ainda.', {}, LONG)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: hanging.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando o histórico…', {}, LONG)).toBeVisible();
    await hanging.arrived();
  },
};

export const Failed: Story = {
  parameters: forcedCall([merchant], 'GET history/{model}/{id}', 'server-error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Não foi possível carregar o histórico.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
