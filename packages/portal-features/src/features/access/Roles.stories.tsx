import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin, storyUsers.merchant);

const meta = {
  title: 'Screens/Sistema/Funções e Permissões',
  ...story.screenMeta('/dashboard/roles', storyUsers.admin),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const CUSTOM = '/dashboard/roles?funcao=custom-leitura';

/** A custom role, "Leitura financeira", held by Fernanda, under a fixed id the story's address names. */
const customRole = async () => {
  story.reset();
  const role = await storyApi(story.sandbox, storyUsers.admin).access.createRole({
    idempotencyKey: 'story-role-leitura',
    name: 'Leitura financeira',
    description: 'Só extratos e transferências',
    scope: 'platform',
    permissions: ['read', 'view_dashboard', 'view_bank_statement', 'view_transfers'],
  });
  story.sandbox.db.update((state) => {
    const fernanda = state.accounts.find((account) => account.email === 'financeiro@painel.dev');
    const stored = state.roles.find((candidate) => candidate.id === role.id);
    if (stored) stored.id = 'custom-leitura';
    if (fernanda) fernanda.roles = [{ roleId: 'custom-leitura', companyId: null }];
  });
};

/** A built-in role is read only: its permissions by area, locked, with a copy to change it. */
export const BuiltInRoleIsLocked: Story = {
  args: { path: '/dashboard/roles?funcao=merchant' },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Permissões de Lojista' }, LONG);
    await expect(within(group).getByRole('checkbox', { name: 'Estornar transações' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'Estornar transações' })).toBeDisabled();
    await expect(within(group).getByRole('checkbox', { name: 'Ver usuários' })).not.toBeChecked();
    await expect(canvas.getByText('Função do sistema: só leitura. Copie-a para mudar.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar permissões' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copiar função' })).toBeVisible();
  },
};

/**
 * A custom role loses a permission: what it removes and who it affects are shown before the save, and the role's
 * user gets the change at the next sign-in.
 */
export const EditReviewAndSave: Story = {
  beforeEach: customRole,
  args: { path: CUSTOM },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar permissões' }, LONG));
    const group = canvas.getByRole('group', { name: 'Permissões de Leitura financeira' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Ver transferências' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Criar e editar funções' }));
    // What an edit implies comes ticked and locked, with the reason.
    const viewRoles = within(group).getByRole('checkbox', { name: 'Ver funções' });
    await expect(viewRoles).toBeChecked();
    await expect(viewRoles).toBeDisabled();
    await expect(viewRoles).toHaveAccessibleDescription(/incluída por Criar e editar funções/);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Criar e editar funções' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Revisar alterações' }));
    const review = await within(document.body).findByRole('dialog', { name: 'Revisar alterações' }, LONG);
    await visible(await within(review).findByRole('region', { name: 'Deixa de ter' }, LONG));
    await expect(within(review).getByRole('region', { name: 'Deixa de ter' })).toHaveTextContent('Ver transferências');
    await expect(review).toHaveTextContent('Afeta 1 pessoa:');
    await expect(review).toHaveTextContent('Fernanda Financeiro (financeiro@painel.dev)');
    await userEvent.click(within(review).getByRole('button', { name: 'Salvar alterações' }));
    await visible(await within(document.body).findByText(/Função Leitura financeira salva/, {}, LONG));
    const fernanda = story.sandbox.db.read().accounts.find((account) => account.email === 'financeiro@painel.dev');
    await expect(fernanda?.ability.map((rule) => rule.action)).not.toContain('view_transfers');
  },
};

/** Two people edit one role: the second save, based on the older version, is refused and says why. */
export const EditedMeanwhile: Story = {
  beforeEach: customRole,
  args: { path: CUSTOM },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar permissões' }, LONG));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ver transferências' }));
    story.sandbox.db.update((state) => {
      const role = state.roles.find((candidate) => candidate.name === 'Leitura financeira');
      if (role) {
        role.version += 1;
        role.description = 'Mudada por outra pessoa';
      }
    });
    // The screen refetches when the window regains focus (SWR throttles and dedupes, so it is asked again until it
    // does) and shows the other change; the draft keeps the version it started from.
    await waitFor(() => {
      window.dispatchEvent(new Event('focus'));
      return expect(canvas.getByText('Mudada por outra pessoa')).toBeVisible();
    }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Revisar alterações' }));
    const review = await within(document.body).findByRole('dialog', { name: 'Revisar alterações' }, LONG);
    // Save waits for the change's impact to load (a busy machine takes its time): click it once it may be pressed.
    const save = await within(review).findByRole('button', { name: 'Salvar alterações' }, LONG);
    await waitFor(() => expect(save).toBeEnabled(), LONG);
    await userEvent.click(save);
    await visible(await within(review).findByText(/Outra pessoa mudou esta função/, {}, LONG));
  },
};

/** Copying a built-in role makes a custom one, with a name of its own (a name in use is refused on its field). */
export const CopyARole: Story = {
  args: { path: '/dashboard/roles?funcao=support' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copiar função' }, LONG));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Copiar Suporte' }, LONG);
    const name = within(dialog).getByRole('textbox', { name: 'Nome da função' });
    await userEvent.clear(name);
    await userEvent.type(name, 'financeiro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar função' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Já existe uma função com este nome.'), LONG);
    await userEvent.clear(name);
    await userEvent.type(name, 'Suporte nível 2');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Criar função' }));
    await visible(await within(document.body).findByText('Função Suporte nível 2 criada.', {}, LONG));
    const copies = story.sandbox.db.read().roles.filter((role) => role.name === 'Suporte nível 2');
    await expect(copies).toHaveLength(1);
    await expect(copies[0]?.builtIn).toBe(false);
    await visible(await canvas.findByRole('button', { name: 'Editar permissões' }, LONG));
  },
};

/** The whole matrix for comparing roles: a scrollable region with a named table. */
export const Matrix: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Permissões (linhas) de cada função (colunas)' }, LONG);
    const table = within(region).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Lojista' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Estornar transações' })).toBeVisible();
    await expect(within(table).getAllByText('Tem').length).toBeGreaterThan(10);
  },
};

/** At 390 px one role is read at a time, by area; nothing sticks out of the screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { path: '/dashboard/roles?funcao=merchant' },
  play: async ({ canvas, canvasElement }) => {
    await visible(await canvas.findByRole('group', { name: 'Permissões de Lojista' }, LONG));
    // The matrix scrolls inside its own region; nothing else sticks out of the screen.
    const edge = document.documentElement.clientWidth + 1;
    const outside = [...canvasElement.querySelectorAll<HTMLElement>('*')].filter(
      (element) => !element.closest('[data-scrolls-sideways]') && element.getBoundingClientRect().right > edge,
    );
    await expect(outside.map((element) => element.tagName)).toEqual([]);
  },
};

export const Loading: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET access/roles', 'never');
    return () => story.sandbox.force('GET access/roles', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Carregando as funções…', {}, LONG));
  },
};

export const LoadFails: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET access/roles', 'server-error');
    return () => story.sandbox.force('GET access/roles', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Não foi possível carregar as funções.', {}, LONG));
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** The browser's ability is older than the roles: the API refuses, and the screen says so without a retry. */
export const PermissionDenied: Story = {
  args: {
    user: {
      ...storyUsers.merchant,
      ability: [...storyUsers.merchant.ability, { action: 'view_roles', subject: 'ACL' }],
    },
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Acesso não autorizado.', {}, LONG));
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** A merchant cannot open Funções (the guard). */
export const MerchantIsKeptOut: Story = {
  args: { user: storyUsers.merchant },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Acesso não autorizado' }, LONG));
  },
};

/** Permissões: the catalogue by area, each with the pages it opens and the roles that hold it; a search in the URL. */
export const PermissionCatalogue: Story = {
  args: { path: '/dashboard/list/permissions' },
  play: async ({ canvas }) => {
    const area = await canvas.findByRole('region', { name: 'Usuários e acessos' }, LONG);
    await expect(area).toHaveTextContent('Convidar usuários');
    await expect(area).toHaveTextContent('create_user');
    await expect(area).toHaveTextContent('Novo usuário');
    await expect(area).toHaveTextContent('Pede aprovação');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar permissão' }), 'estornar{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('busca=estornar'), LONG);
    const money = await canvas.findByRole('region', { name: 'Transações e dinheiro' }, LONG);
    await expect(money).toHaveTextContent('Estornar transações');
    await expect(money).toHaveTextContent('Lojista');
    await expect(canvas.queryByRole('region', { name: 'Usuários e acessos' })).toBeNull();
  },
};
