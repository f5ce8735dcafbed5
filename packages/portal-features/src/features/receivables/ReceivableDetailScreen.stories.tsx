import { addDays } from '@painel/api-client';
import { formatMoney } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { PortalStory } from '../../storybook/PortalStory';
import { laptopList } from '../../storybook/phoneList';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant);
const PATH = '/dashboard/statements';
const api = () => storyApi(story.sandbox, storyUsers.merchant);
const future = () => ({ from: addDays(story.today(), 1), to: addDays(story.today(), 365), pageSize: 100 as const });

const meta = {
  title: 'Screens/Money/Extrato do dia e da venda',
  ...story.screenMeta(PATH, storyUsers.merchant),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const installments = async (canvas: Canvas) => {
  const region = await canvas.findByRole('region', { name: 'Tabela de parcelas' }, LONG);
  await waitFor(() => expect(within(region).getByRole('table')).toHaveAttribute('aria-busy', 'false'), LONG);
  return within(region).getAllByRole('row').slice(1);
};
const net = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Totais do dia' })).getByRole('region', { name: 'Valor líquido' });

export const SaleInstallments: Story = {
  loaders: [
    async () => {
      story.reset();
      const { items } = await api().receivables(future());
      const sale = items.find((item) => item.of >= 3);
      if (!sale) throw new Error('no parcelado sale in the story sandbox');
      return { path: `${PATH}/preview/${sale.transactionId}`, of: sale.of, id: sale.transactionId };
    },
  ],
  play: async ({ canvas, loaded }) => {
    const { of, id } = loaded as { of: number; id: string };
    await visible(await canvas.findByRole('heading', { level: 2, name: `Parcelas da venda ${id}` }, LONG));
    await expect(await installments(canvas)).toHaveLength(of);
    // A sale's detail has no filters: its totals are the sale's (D21).
    await expect(canvas.getByRole('region', { name: 'Totais da venda' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir a transação' })).toHaveAttribute(
      'href',
      `/dashboard/transactions/preview/${id}`,
    );
  },
};

export const FutureDay: Story = {
  loaders: [
    async () => {
      story.reset();
      const { days } = await api().receivables(future());
      const day = days[0];
      if (!day) throw new Error('no receivables ahead in the story sandbox');
      return { path: `${PATH}/future/preview/2/${day.date}`, net: day.net, count: day.count };
    },
  ],
  play: async ({ canvas, loaded }) => {
    const expected = loaded as { net: number; count: number };
    await expect(await installments(canvas)).toHaveLength(Math.min(50, expected.count));
    await expect(net(canvas)).toHaveTextContent(formatMoney(expected.net));
  },
};

export const PledgedDay: Story = {
  loaders: [
    async () => {
      story.reset();
      const { items } = await api().receivables({ ...future(), status: ['pledged'] });
      const pledged = items[0];
      if (!pledged) throw new Error('no pledged receivable in the story sandbox');
      return { path: `${PATH}/warranty/preview/2/${pledged.expectedDate}`, contract: pledged.contract?.id ?? '' };
    },
  ],
  play: async ({ canvas, loaded }) => {
    const { contract } = loaded as { contract: string };
    const rows = await installments(canvas);
    for (const row of rows) await expect(row).toHaveTextContent('Comprometido');
    // Found again on each try: a revalidation under load may put a new paragraph in its place.
    await waitFor(
      () => expect(canvas.getByText(new RegExp(`Contrato ${contract} com Banco Parceiro S\\.A\\.`))).toBeVisible(),
      LONG,
    );
  },
};

/** Set by AnticipatedDay's beforeEach, after the meta's reset (an anticipation made in a loader would be reset away). */
let anticipated = { path: PATH, credited: 0 };

export const AnticipatedDay: Story = {
  beforeEach: async () => {
    const client = api();
    const { items } = await client.receivables(future());
    const receivableIds = items
      .filter((item) => item.anticipatable)
      .slice(0, 2)
      .map((item) => item.id);
    const simulation = await client.simulateAnticipation({ receivableIds });
    const made = await client.createAnticipation({
      receivableIds,
      quote: simulation.quote,
      idempotencyKey: 'story-anticipation-1',
      code: '123456',
    });
    anticipated = { path: `${PATH}/pending/preview/2/${made.creditDate}`, credited: made.credited };
  },
  render: (args) => <PortalStory {...args} path={anticipated.path} />,
  play: async ({ canvas }) => {
    const rows = await installments(canvas);
    await expect(rows).toHaveLength(2);
    for (const row of rows) await expect(row).toHaveTextContent('Antecipado');
    await expect(net(canvas)).toHaveTextContent(formatMoney(anticipated.credited));
  },
};

export const MalformedAddress: Story = {
  args: { path: `${PATH}/future/preview/2/amanha` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent('Endereço de extrato inválido');
    await expect(canvas.getByRole('link', { name: 'Voltar à agenda' })).toHaveAttribute('href', PATH);
  },
};

/** At 1280 px a day's installments show their status and net without scrolling the table (D7). */
export const FutureDayAtLaptopWidth: Story = {
  ...FutureDay,
  ...laptopList('Tabela de parcelas', ['Situação', 'Líquido']),
};
