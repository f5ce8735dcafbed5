import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin, storyUsers.partner, storyUsers.merchant);
const TABLE = 'Tabela de lojas';

const meta = {
  title: 'Screens/White Label e Lojas/Lojas',
  ...story.screenMeta('/dashboard/establishments', storyUsers.admin),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = async (canvas: Canvas) => {
  const region = await canvas.findByRole('region', { name: TABLE }, LONG);
  await waitFor(() => expect(within(region).getByRole('table')).toHaveAttribute('aria-busy', 'false'), LONG);
  return within(canvas.getByRole('region', { name: TABLE })).getByRole('table');
};

/** Platform staff see the whole tree: white labels first, then every store, with the list's totals. */
export const WholeTree: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(grid).toHaveTextContent('Parceiro Pagamentos');
    await expect(grid).toHaveTextContent('White label');
    const figures = canvas.getByRole('region', { name: 'Resumo da lista' });
    await expect(figures).toHaveTextContent(/Vendas aprovadas em 30 dias\s*R\$/);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Situação' }), 'Suspensa');
    await waitFor(() => expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('situacao=suspensa'), LONG);
    await waitFor(() => expect(canvas.getByRole('region', { name: TABLE })).not.toHaveTextContent('Ativa'), LONG);
    await expect(canvas.getByRole('button', { name: /Situação: Suspensa/ })).toBeVisible();
  },
};

/** A white label sees its own stores only: no white-label rows, no white-label filter. */
export const PartnerSeesItsStores: Story = {
  args: { user: storyUsers.partner },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(grid).toHaveTextContent('Parceiro Pagamentos');
    await expect(grid).not.toHaveTextContent('Parceiro Branco');
    await expect(grid).not.toHaveTextContent('Rede Sul Pagamentos');
    await expect(canvas.queryByRole('combobox', { name: 'White label' })).toBeNull();
  },
};

/** /dashboard/establishments/{idcompany}: one company's stores, with the way back to all. */
export const OneCompany: Story = {
  args: { path: '/dashboard/establishments/2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3), LONG);
    await visible(await canvas.findByText('Lojas de Loja Exemplo', {}, LONG));
    await visible(canvas.getByRole('link', { name: 'Ver todas as lojas' }));
  },
};

export const NothingMatches: Story = {
  args: { path: '/dashboard/establishments?busca=nenhuma-loja-assim' },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Nenhum resultado para os filtros aplicados:', {}, LONG));
  },
};

export const Loading: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET establishments', 'never');
    return () => story.sandbox.force('GET establishments', null);
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: TABLE }, LONG);
    await expect(within(region).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFails: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET establishments', 'server-error');
    return () => story.sandbox.force('GET establishments', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('button', { name: 'Tentar novamente' }, LONG));
  },
};

/** A merchant's ability has no view_establishments: the guard keeps the page closed (spec 4.3). */
export const MerchantIsKeptOut: Story = {
  args: { user: storyUsers.merchant },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Acesso não autorizado' }, LONG));
  },
};

export const OnAPhone: Story = { ...phoneList(TABLE, { amountFirst: false }) };
export const AtLaptopWidth: Story = { ...laptopList(TABLE, ['Nome fantasia', 'Situação', 'Vendas 30 dias']) };
