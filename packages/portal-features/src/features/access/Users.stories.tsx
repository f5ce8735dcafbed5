import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin, storyUsers.merchant);
const TABLE = 'Tabela de usuários';

const meta = {
  title: 'Screens/Sistema/Usuários',
  ...story.screenMeta('/dashboard/list/users', storyUsers.admin),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = async (canvas: Canvas) => {
  const region = await canvas.findByRole('region', { name: TABLE }, LONG);
  const found = within(region).getByRole('table');
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'), LONG);
  return found;
};

/** Everybody who signs in, with roles, scope, 2FA, status and last access; the filters live in the address. */
export const ListAndFilters: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(grid).toHaveTextContent('Administrador Painel');
    await expect(grid).toHaveTextContent('Lojista (Loja Exemplo)');
    await expect(grid).toHaveTextContent('Convidado');
    await expect(grid).not.toHaveTextContent('Bruno Comercial');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Situação' }), 'Inativo');
    await waitFor(() => expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('situacao=inactive'), LONG);
    await waitFor(
      () => expect(within(canvas.getByRole('region', { name: TABLE })).getAllByRole('row')).toHaveLength(2),
      LONG,
    );
    await expect(canvas.getByRole('region', { name: TABLE })).toHaveTextContent('Rafael Antigo');
    await expect(canvas.getByRole('button', { name: /Situação: Inativo/ })).toBeVisible();
  },
};

/** A user row opens its edit page; "Convidar usuário" leads to the invitation. */
export const RowOpensTheUser: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('link', { name: /^Editar Rafael Antigo/ }));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Editar usuário' }, LONG));
    await visible(await canvas.findByRole('button', { name: 'Reativar' }, LONG));
  },
};

export const Loading: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET access/users', 'never');
    return () => story.sandbox.force('GET access/users', null);
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: TABLE }, LONG);
    await expect(within(region).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFails: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET access/users', 'server-error');
    return () => story.sandbox.force('GET access/users', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('button', { name: 'Tentar novamente' }, LONG));
  },
};

/** No user matches: the empty list says so and offers to clear the filters. */
export const NothingMatches: Story = {
  args: { path: '/dashboard/list/users?busca=ninguem-com-este-nome' },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Nenhum resultado para os filtros aplicados:', {}, LONG));
    await expect(canvas.getAllByRole('button', { name: 'Limpar filtros' }).length).toBeGreaterThan(0);
  },
};

/** The person's ability in the browser is older than their roles (a role lost view_users): the API refuses, said plainly. */
export const PermissionDenied: Story = {
  args: {
    user: {
      ...storyUsers.merchant,
      ability: [...storyUsers.merchant.ability, { action: 'view_users', subject: 'ACL' }],
    },
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Acesso não autorizado: seu perfil não pode ver estes dados.', {}, LONG));
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** A merchant opening Usuários by address gets the not-authorized page (the guard, spec 4.3). */
export const MerchantIsKeptOut: Story = {
  args: { user: storyUsers.merchant },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Acesso não autorizado' }, LONG));
  },
};

export const OnAPhone: Story = { ...phoneList(TABLE, { amountFirst: false }) };
export const AtLaptopWidth: Story = { ...laptopList(TABLE, ['Nome', 'Situação']) };

/** Operadores: the platform's own sales and support staff, with the stores they serve, told apart on the screen. */
export const PlatformOperators: Story = {
  args: { path: '/dashboard/operators' },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText(/Não são os operadores de uma loja/, {}, LONG));
    const region = await canvas.findByRole('region', { name: 'Tabela de operadores da plataforma' }, LONG);
    await waitFor(() => expect(region).toHaveTextContent('Bruno Comercial'), LONG);
    await expect(region).toHaveTextContent('Loja Exemplo, Ana Autônoma, Nova Empresa');
    await expect(region).not.toHaveTextContent('Carla Cliente');
    await expect(canvas.getByRole('button', { name: 'Convidar operador' })).toBeVisible();
  },
};
