import { addDays } from '@painel/api-client';
import { formatMoney } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';
import { wider } from '../../storybook/phoneList';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.admin);
/** Set by a loader that prepared the sandbox (a transfer waiting for approval), so beforeEach keeps it. */
let prepared = false;

const meta = {
  title: 'Screens/Money/Detalhes da transferência',
  component: PortalStory,
  args: { path: '/dashboard/transfers/preview/TR000', user: storyUsers.merchant, clock: story.clock },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', ...story.parameters },
  beforeEach: () => {
    if (!prepared) story.reset();
  },
  render: (args, { loaded }) => {
    prepared = false;
    return <PortalStory {...args} path={(loaded as { path?: string }).path ?? args.path} />;
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutomaticPayout: Story = {
  loaders: [
    async () => {
      story.reset();
      const { items } = await storyApi(story.sandbox, storyUsers.merchant).transfers({
        from: addDays(story.today(), -60),
        to: story.today(),
        kind: ['automatic'],
        status: ['completed'],
      });
      const payout = items[0];
      return { path: `/dashboard/transfers/preview/${payout?.id}`, payout };
    },
  ],
  play: async ({ canvas, loaded }) => {
    const { payout } = loaded as { payout: { id: string; amount: number; fee: number } };
    const contents = await canvas.findByRole('region', { name: 'O que este saque contém' }, LONG);
    // The balance after the previous payout plus every line since is the payout plus its fee.
    await waitFor(
      () =>
        expect(within(contents).getByRole('row', { name: /Valor do saque \+ tarifa/ })).toHaveTextContent(
          formatMoney(payout.amount + payout.fee),
        ),
      LONG,
    );
    await expect(within(contents).getAllByRole('row').length).toBeGreaterThan(3);
    // By day, each with its total; a day opens on its lines.
    const byDay = within(contents).getByRole('table', { name: 'Por dia' });
    const [firstDay] = within(byDay).getAllByRole('button', { expanded: false });
    const rowsBefore = within(byDay).getAllByRole('row').length;
    await userEvent.click(firstDay as HTMLElement);
    await expect(firstDay).toHaveAttribute('aria-expanded', 'true');
    await expect(within(byDay).getAllByRole('row').length).toBeGreaterThan(rowsBefore);
    await expect(within(contents).getByRole('table', { name: 'Por tipo de lançamento' })).toHaveTextContent('Venda');
    await expect(within(contents).getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    await visible(canvas.getAllByText('Concluída')[0] as HTMLElement);
    // The receipt is drawn here and saved; the screen says under which name.
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar comprovante (PDF)' }));
    await visible(await canvas.findByText(`Comprovante baixado em comprovante_${payout.id}.pdf.`, {}, LONG));
  },
};

/** On a phone every day of the payout shows its amount, and nothing runs off the screen. */
export const PayoutOnAPhone: Story = {
  loaders: AutomaticPayout.loaders,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const contents = await canvas.findByRole('region', { name: 'O que este saque contém' }, LONG);
    const byDay = await within(contents).findByRole('table', { name: 'Por dia' }, LONG);
    for (const day of within(byDay).getAllByRole('button', { expanded: false }))
      await expect(day.closest('tr')).toHaveTextContent(/R\$/);
    await expect(wider(canvasElement)).toEqual([]);
  },
};

export const ApproveAsSecondPerson: Story = {
  args: { user: storyUsers.admin },
  loaders: [
    async () => {
      story.reset();
      story.sandbox.db.update((state) => {
        state.transferSettings['2'] = { approvalThreshold: 10_000 };
      });
      const waiting = await storyApi(story.sandbox, storyUsers.merchant).createTransfer({
        idempotencyKey: 'story-approval-0001',
        kind: 'pix',
        pixKey: { type: 'email', value: 'ana@exemplo.com.br' },
        amount: 20_000,
        code: '123456',
      });
      prepared = true;
      return { path: `/dashboard/transfers/preview/${waiting.id}` };
    },
  ],
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Aprovação' }, LONG);
    await visible(canvas.getByText('Aguardando aprovação'));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Código de verificação (2FA)' }), '123456');
    await userEvent.click(within(panel).getByRole('button', { name: 'Aprovar' }));
    await visible((await canvas.findAllByText('Concluída', {}, LONG))[0] as HTMLElement);
    await visible(within(canvas.getByRole('region', { name: 'Resumo' })).getByText('Administrador Painel'));
    await expect(story.sandbox.db.read().auditLogs[0]?.new_values).toMatchObject({ status: 'Aprovada' });
  },
};

/** Its Histórico: who asked for it and who approved it, newest first, each with the values before and after. */
export const HistoryOfAnApproval: Story = {
  ...ApproveAsSecondPerson,
  play: async (context) => {
    await ApproveAsSecondPerson.play?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('tab', { name: 'Histórico' }));
    await waitFor(() => expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('aba=historico'));
    const table = await canvas.findByRole('region', { name: 'Registros de auditoria' }, LONG);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Administrador Painel');
    await expect(rows[1]).toHaveTextContent('Carla Cliente');
    await userEvent.click(within(rows[0] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    const values = await within(document.body).findByRole('dialog', {}, LONG);
    await expect(values).toHaveTextContent('Aprovada');
  },
};

export const NotFound: Story = {
  args: { path: '/dashboard/transfers/preview/TR999' },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Transferência não encontrada.', {}, LONG));
  },
};
