import type { Adjustment } from '@painel/api-client';
import { addDays } from '@painel/api-client';
import { formatMoney } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.admin);
const PATH = '/dashboard/transfers/adjustment';
const adminApi = () => storyApi(story.sandbox, storyUsers.admin);
let made: Adjustment | null = null;

const meta = {
  title: 'Screens/Money/Ajustes',
  ...story.screenMeta(PATH, storyUsers.admin),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = async (canvas: Canvas) => {
  const region = await canvas.findByRole('region', { name: 'Tabela de ajustes' }, LONG);
  const found = within(region).getByRole('table');
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'), LONG);
  return found;
};

export const AdminCreditsAMerchant: Story = {
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Nenhum resultado encontrado.', {}, LONG));
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo ajuste' }, LONG));
    const form = await within(document.body).findByRole('dialog', { name: 'Novo ajuste manual' }, LONG);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor' }), '123,45');
    await userEvent.type(within(form).getByRole('textbox', { name: /Motivo/ }), 'curto');
    const secret = within(form).queryByRole('textbox', { name: 'Código de verificação (2FA)' });
    await userEvent.type(secret ?? within(form).getByLabelText('Sua senha'), secret ? '123456' : 'Painel@123');
    await userEvent.click(within(form).getByRole('button', { name: 'Lançar ajuste' }));
    await expect(await within(form).findByText('Escolha o estabelecimento.')).toBeVisible();
    await expect(within(form).getByText('Explique o motivo em 10 a 200 caracteres.')).toBeVisible();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Estabelecimento' }), 'Loja Exemplo');
    await userEvent.type(within(form).getByRole('textbox', { name: /Motivo/ }), ': tarifa cobrada em duplicidade');
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Lançar ajuste' }));
    await visible(await within(form).findByText(/Ajuste AJ\d+ lançado. Saldo disponível agora:/, {}, LONG));
    await expect(story.sandbox.db.read().adjustments).toHaveLength(1);
    await userEvent.click(within(form).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    const grid = await table(canvas);
    await waitFor(() => expect(grid).toHaveTextContent('curto: tarifa cobrada em duplicidade'), LONG);
    await expect(grid).toHaveTextContent('R$ 123,45');
    await expect(canvas.getByRole('region', { name: 'Créditos no período' })).toHaveTextContent('R$ 123,45');
  },
};

export const DebitNeedsTheEventWithinTwelveMonths: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo ajuste' }, LONG));
    const form = await within(document.body).findByRole('dialog', { name: 'Novo ajuste manual' }, LONG);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Estabelecimento' }), 'Loja Exemplo');
    await userEvent.click(within(form).getByRole('radio', { name: 'Débito' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor' }), '80,00');
    await userEvent.type(within(form).getByRole('textbox', { name: /Motivo/ }), 'Mensalidade do terminal não cobrada');
    const secret = within(form).queryByRole('textbox', { name: 'Código de verificação (2FA)' });
    await userEvent.type(secret ?? within(form).getByLabelText('Sua senha'), secret ? '123456' : 'Painel@123');
    await userEvent.click(within(form).getByRole('button', { name: 'Lançar ajuste' }));
    await visible(await within(form).findByText('Informe a data do evento a que o ajuste se refere.', {}, LONG));
    const date = within(form).getByLabelText(/Data do evento/);
    // user-event types a date field's value whole, in its ISO form.
    await userEvent.type(date, addDays(story.today(), -400));
    await userEvent.click(within(form).getByRole('button', { name: 'Lançar ajuste' }));
    await visible(await within(form).findByText(/até 12 meses depois do evento/, {}, LONG));
    await expect(story.sandbox.db.read().adjustments).toHaveLength(0);
    // A service that was not rendered reaches back 24 months: the same debit goes.
    await userEvent.click(within(form).getByRole('checkbox', { name: /Serviço não prestado/ }));
    const again = within(form).queryByRole('textbox', { name: 'Código de verificação (2FA)' });
    if (again) await userEvent.type(again, '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Lançar ajuste' }));
    await visible(await within(form).findByText(/Ajuste AJ\d+ lançado/, {}, LONG));
    await expect(story.sandbox.db.read().adjustments[0]).toMatchObject({ serviceNotRendered: true, amount: -8_000 });
  },
};

export const MerchantSeesWhoAndWhy: Story = {
  args: { user: storyUsers.merchant },
  beforeEach: async () => {
    story.reset();
    made = await adminApi().createAdjustment({
      idempotencyKey: 'story-adjust-1',
      companyId: 2,
      direction: 'debit',
      amount: 5_000,
      reason: 'Estorno de bônus lançado por engano',
      referenceDate: addDays(story.today(), -10),
      confirmation: 'code',
      code: '123456',
    });
  },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(grid).toHaveTextContent(made?.id ?? 'AJ');
    await expect(grid).toHaveTextContent('Estorno de bônus lançado por engano');
    await expect(grid).toHaveTextContent('Administrador Painel');
    await expect(grid).toHaveTextContent(formatMoney(-5_000));
    await expect(canvas.queryByRole('button', { name: 'Novo ajuste' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Débitos no período' })).toHaveTextContent('R$ -50,00');
  },
};

export const StaffHoldsAndReleasesSuspectFunds: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Retenções preventivas' }, LONG);
    await visible(await within(card).findByText('Nenhuma retenção preventiva.', {}, LONG));
    await userEvent.click(within(card).getByRole('button', { name: 'Nova retenção' }));
    const form = await within(document.body).findByRole('dialog', { name: 'Reter valores suspeitos' }, LONG);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Estabelecimento' }), 'Loja Exemplo');
    await userEvent.type(within(form).getByRole('textbox', { name: /Valor a reter/ }), '250,00');
    await userEvent.type(within(form).getByRole('textbox', { name: /Motivo/ }), 'Vendas atípicas de madrugada');
    await userEvent.type(within(form).getByLabelText(/Liberação prevista/), addDays(story.today(), 200));
    const secret = within(form).queryByRole('textbox', { name: 'Código de verificação (2FA)' });
    await userEvent.type(secret ?? within(form).getByLabelText('Sua senha'), secret ? '123456' : 'Painel@123');
    await userEvent.click(within(form).getByRole('button', { name: 'Reter' }));
    await visible(await within(form).findByText(/ficam retidos por no máximo 6 meses/, {}, LONG));
    const date = within(form).getByLabelText(/Liberação prevista/);
    await userEvent.clear(date);
    await userEvent.type(date, addDays(story.today(), 60));
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Reter' }));
    await visible(await within(form).findByText(/Retenção RP\d+ feita: R\$ 250,00 em Bloqueado./, {}, LONG));
    await expect(story.sandbox.db.read().retentions).toHaveLength(1);
    await userEvent.click(within(form).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(card).toHaveTextContent('Vendas atípicas de madrugada'), LONG);
    await expect(card).toHaveTextContent('Retida');
    const id = story.sandbox.db.read().retentions[0]?.id ?? '';
    await userEvent.click(within(card).getByRole('button', { name: `Liberar a retenção ${id}` }));
    const release = await within(document.body).findByRole('dialog', { name: /^Liberar a retenção/ }, LONG);
    await userEvent.type(
      within(release).getByRole('textbox', { name: /Motivo da liberação/ }),
      'Análise concluída sem fraude',
    );
    const again = within(release).queryByRole('textbox', { name: 'Código de verificação (2FA)' });
    await userEvent.type(again ?? within(release).getByLabelText('Sua senha'), again ? '123456' : 'Painel@123');
    await userEvent.click(within(release).getByRole('button', { name: 'Liberar' }));
    await visible(await within(release).findByText(/voltou ao saldo disponível/, {}, LONG));
    await userEvent.click(within(release).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(card).toHaveTextContent('Liberada'), LONG);
  },
};

/** At 390 px: each row a card, its amount first, the filters folded. */
export const OnAPhone: Story = { ...MerchantSeesWhoAndWhy, ...phoneList('Tabela de ajustes') };

/** At 1280 px the status and money columns are in sight without scrolling the table. */
export const AtLaptopWidth: Story = { ...MerchantSeesWhoAndWhy, ...laptopList('Tabela de ajustes', ['Valor']) };
