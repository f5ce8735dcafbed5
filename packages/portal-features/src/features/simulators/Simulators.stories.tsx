import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox } from '../../storybook/moneyStories';
import { PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.admin, storyUsers.operator);

const meta = {
  title: 'Screens/Money/Simuladores',
  component: PortalStory,
  args: { path: '/dashboard/simulator/fee', user: storyUsers.merchant, clock: story.clock },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', ...story.parameters },
  beforeEach: story.reset,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visible once the page transition has run. */
const money = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d-]/g, ''));

export const SaleInInstallments: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Parcelas da venda simulada' }, LONG);
    // Header, 3 installments, the total.
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    const receives = canvas.getByRole('region', { name: 'Você recebe' });
    const total = within(table).getAllByRole('row').at(-1) as HTMLElement;
    const cells = within(total).getAllByRole('cell');
    await expect(money(cells[0]?.textContent)).toBe(100_000);
    await expect(money(receives.textContent)).toBe(money(cells[3]?.textContent));
  },
};

export const CustomerPaysTheInterest: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Parcelas da venda simulada' }, LONG);
    await userEvent.click(canvas.getByRole('radio', { name: 'Cliente (repasse: o cliente paga as taxas)' }));
    const surcharge = await canvas.findByRole('region', { name: 'Acréscimo para o cliente' });
    await expect(money(surcharge.textContent)).toBeGreaterThan(0);
    // The merchant nets the sale's amount (to the centavo per installment).
    const receives = money(canvas.getByRole('region', { name: 'Você recebe' }).textContent);
    await expect(Math.abs(receives - 100_000)).toBeLessThanOrEqual(3);
  },
};

export const PixAndAnticipation: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Parcelas da venda simulada' }, LONG);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Antecipar o recebimento' }));
    const table = canvas.getByRole('table', { name: 'Parcelas da venda simulada' });
    await waitFor(() => expect(within(table).getAllByText(/antecipada de/)).toHaveLength(3));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Forma de pagamento' }), 'pix');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(canvas.queryByRole('checkbox', { name: 'Antecipar o recebimento' })).toBeNull();
  },
};

export const InvalidAmount: Story = {
  play: async ({ canvas }) => {
    const amount = await canvas.findByRole('textbox', { name: /Valor da venda/ }, LONG);
    await userEvent.clear(amount);
    await visible(await canvas.findByText('Informe um valor maior que zero.'));
    await expect(canvas.queryByRole('table', { name: 'Parcelas da venda simulada' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Você recebe' })).toHaveTextContent('–');
  },
};

export const AdministratorPicksRates: Story = {
  args: { user: storyUsers.admin },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Mostrando as taxas padrão da plataforma.', {}, LONG));
    const select = canvas.getByRole('combobox', { name: 'Taxas de' });
    await userEvent.selectOptions(select, '2');
    await waitFor(() => expect(canvas.queryByText('Mostrando as taxas padrão da plataforma.')).toBeNull(), LONG);
  },
};

export const Proposal: Story = {
  args: { path: '/dashboard/simulator', user: storyUsers.operator },
  play: async ({ canvas }) => {
    const fees = await canvas.findByRole('region', { name: 'Taxas por mês' }, LONG);
    await expect(money(fees.textContent)).toBeGreaterThan(0);
    await expect(canvas.getByRole('region', { name: 'Comparação' })).toHaveTextContent(
      'Preencha as taxas da concorrência para comparar.',
    );
    for (const [product, rate] of [
      ['Débito', '1,99'],
      ['Crédito à vista', '3,49'],
      ['Parcelado 2 a 6x', '3,99'],
      ['Parcelado 7 a 12x', '4,49'],
      ['Pix', '1,49'],
    ] as const) {
      await userEvent.type(canvas.getByRole('textbox', { name: `${product} — Taxas da concorrência` }), rate);
    }
    await visible(await canvas.findByText(/^Economia de R\$/));
    await expect(canvas.getByRole('table', { name: 'Taxas e custos por produto' })).toHaveTextContent('Custo atual');
    await expect(canvas.getByRole('button', { name: 'Imprimir proposta' })).toBeEnabled();
  },
};

export const ProposalMixMustAddUp: Story = {
  args: { path: '/dashboard/simulator', user: storyUsers.operator },
  play: async ({ canvas }) => {
    const pix = (await canvas.findAllByRole('textbox', { name: 'Pix' }, LONG))[0] as HTMLElement;
    await userEvent.clear(pix);
    await userEvent.type(pix, '30');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/A divisão soma 110,00\s?%; ajuste para 100 %\./);
    await expect(canvas.getByRole('region', { name: 'Taxas por mês' })).toHaveTextContent('–');
    await expect(canvas.getByRole('button', { name: 'Imprimir proposta' })).toBeDisabled();
  },
};
