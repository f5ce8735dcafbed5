import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin, storyUsers.support, storyUsers.merchant);

const meta = {
  title: 'Screens/Sistema/Aprovações',
  ...story.screenMeta('/dashboard/approvals', storyUsers.support),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Administrador Painel asks to give Fernanda the administrator's role: a request for a second person. */
const requestAdminGrant = async () => {
  story.reset();
  await storyApi(story.sandbox, storyUsers.admin).access.updateUser(12, {
    name: 'Fernanda Financeiro',
    mobile: '',
    roles: [
      { roleId: 'finance', companyId: null },
      { roleId: 'platform-admin', companyId: null },
    ],
  });
};

const fernandaRoles = () =>
  story.sandbox.db
    .read()
    .accounts.find((account) => account.email === 'financeiro@painel.dev')
    ?.roles.map((r) => r.roleId);

/** The second administrator sees the request, with before and after, and approves it with the 2FA code. */
export const SecondPersonApproves: Story = {
  beforeEach: requestAdminGrant,
  play: async ({ canvas }) => {
    const request = await canvas.findByRole(
      'region',
      { name: 'Dar a função Administrador da plataforma a Fernanda Financeiro' },
      LONG,
    );
    const changes = within(request).getByRole('table', { name: /Mudanças de/ });
    await expect(changes).toHaveTextContent('Financeiro (Plataforma)');
    await expect(changes).toHaveTextContent('Administrador da plataforma (Plataforma)');
    await expect(request).toHaveTextContent('Administrador Painel (admin@painel.dev)');
    await expect(canvas.getByRole('tab', { name: 'Aguardando você (1)' })).toBeVisible();
    await userEvent.click(within(request).getByRole('button', { name: 'Aprovar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /^Aprovar:/ }, LONG);
    const secret = within(dialog).queryByRole('textbox', { name: 'Código de verificação (2FA)' });
    await userEvent.type(secret ?? within(dialog).getByLabelText('Sua senha'), secret ? '123456' : 'Painel@123');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await visible(await within(dialog).findByText('Pedido aprovado e aplicado.', {}, LONG));
    await expect(fernandaRoles()).toEqual(['finance', 'platform-admin']);
  },
};

/** The maker sees their own request under "Seus pedidos", with why they cannot approve it, and no button to. */
export const MakerCannotApprove: Story = {
  beforeEach: requestAdminGrant,
  args: { user: storyUsers.admin, path: '/dashboard/approvals?caixa=mine' },
  play: async ({ canvas }) => {
    const request = await canvas.findByRole('region', { name: /Dar a função Administrador da plataforma/ }, LONG);
    await expect(request).toHaveTextContent('Aguardando aprovação');
    await expect(request).toHaveTextContent('Quem fez o pedido não pode aprová-lo.');
    await expect(within(request).queryByRole('button', { name: 'Aprovar' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Aguardando você' }));
    await visible(await canvas.findByText('Nenhum pedido aguardando você.', {}, LONG));
  },
};

/** A rejection needs a reason, which the maker then reads; nothing is applied. */
export const RejectWithAReason: Story = {
  beforeEach: requestAdminGrant,
  play: async ({ canvas }) => {
    const request = await canvas.findByRole('region', { name: /Dar a função Administrador da plataforma/ }, LONG);
    await userEvent.click(within(request).getByRole('button', { name: 'Recusar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /^Recusar:/ }, LONG);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo da recusa/ }), 'curto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await visible(await within(dialog).findByText('Diga o motivo em 10 a 300 caracteres.', {}, LONG));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo da recusa/ }),
      ': o financeiro não administra acessos',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await visible(await within(document.body).findByText('Pedido recusado.', {}, LONG));
    await expect(fernandaRoles()).toEqual(['finance']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Decididos' }));
    const decided = await canvas.findByRole('region', { name: /Dar a função Administrador da plataforma/ }, LONG);
    await expect(decided).toHaveTextContent('Recusado');
    await expect(decided).toHaveTextContent('curto: o financeiro não administra acessos');
  },
};

/** The data changed since the request: approving it applies nothing and says why. */
export const DataChangedMeanwhile: Story = {
  beforeEach: async () => {
    await requestAdminGrant();
    story.sandbox.db.update((state) => {
      const fernanda = state.accounts.find((account) => account.email === 'financeiro@painel.dev');
      if (fernanda) fernanda.roles = [{ roleId: 'auditor', companyId: null }];
    });
  },
  play: async ({ canvas }) => {
    const request = await canvas.findByRole('region', { name: /Dar a função Administrador da plataforma/ }, LONG);
    await userEvent.click(within(request).getByRole('button', { name: 'Aprovar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /^Aprovar:/ }, LONG);
    const secret = within(dialog).queryByRole('textbox', { name: 'Código de verificação (2FA)' });
    await userEvent.type(secret ?? within(dialog).getByLabelText('Sua senha'), secret ? '123456' : 'Painel@123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await visible(await within(dialog).findByText(/O pedido não foi aplicado: Os dados mudaram/, {}, LONG));
    await expect(fernandaRoles()).toEqual(['auditor']);
  },
};

export const NothingWaiting: Story = {
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Nenhum pedido aguardando você.', {}, LONG));
  },
};

export const Loading: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET approvals', 'never');
    return () => story.sandbox.force('GET approvals', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Carregando os pedidos…', {}, LONG));
  },
};

export const LoadFails: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET approvals', 'server-error');
    return () => story.sandbox.force('GET approvals', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Não foi possível carregar os pedidos.', {}, LONG));
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
  },
};

/** The menu counts what waits for the person, in words for screen readers. */
export const MenuCount: Story = {
  beforeEach: requestAdminGrant,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('1 pedido aguardando você').length).toBeGreaterThan(0), LONG);
  },
};

/** A merchant cannot open Aprovações (the guard: it holds no approve_changes). */
export const MerchantIsKeptOut: Story = {
  args: { user: storyUsers.merchant },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Acesso não autorizado' }, LONG));
  },
};
