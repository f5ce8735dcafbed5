import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin, storyUsers.support);

const meta = {
  title: 'Screens/Sistema/Convite e edição de usuário',
  ...story.screenMeta('/dashboard/create/users', storyUsers.admin),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const accountsNamed = (name: string) => story.sandbox.db.read().accounts.filter((account) => account.name === name);

async function fillInvitation(canvas: Canvas, email: string, role: string, company?: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Nome completo/ }, LONG), 'Bruna Souza');
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), email);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Função 1' }), role);
  if (company)
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Onde vale a função 1' }), company);
}

/** Every field says what is wrong before anything is sent; the first gets focus. */
export const RefusedBeforeSending: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }, LONG), 'bruna@');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Função 1' }), 'Lojista');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar convite' }));
    const name = canvas.getByRole('textbox', { name: /Nome completo/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(/3 a 80 caracteres/);
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(/e-mail válido/);
    await expect(canvas.getByRole('combobox', { name: 'Onde vale a função 1' })).toHaveAccessibleDescription(
      /Escolha onde a função vale/,
    );
    await expect(accountsNamed('Bruna Souza')).toHaveLength(0);
  },
};

/** The API's refusal lands on its field, and nothing typed is lost. */
export const EmailInUse: Story = {
  play: async ({ canvas }) => {
    await fillInvitation(canvas, 'cliente@painel.dev', 'Suporte');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar convite' }));
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Este e-mail já está em uso/), LONG);
    await expect(canvas.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Bruna Souza');
    await expect(email).toHaveValue('cliente@painel.dev');
  },
};

/** A double click sends one invitation: one user, one e-mail in the sandbox's inbox, valid for 7 days. */
export const InvitesOnce: Story = {
  play: async ({ canvas }) => {
    await fillInvitation(canvas, 'bruna@painel.dev', 'Lojista', 'Loja Exemplo');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Enviar convite' }));
    await visible(await within(document.body).findByText('Convite enviado para bruna@painel.dev.', {}, LONG));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Usuários' }, LONG));
    await expect(accountsNamed('Bruna Souza')).toHaveLength(1);
    const mail = story.sandbox.db.read().outbox.filter((message) => message.to === 'bruna@painel.dev');
    await expect(mail).toHaveLength(1);
    await expect(mail[0]?.text).toContain('vale por 7 dias');
  },
};

/** An administrator's role waits for a second person: the invitation goes, the role is held for approval. */
export const AdministratorRoleWaitsForApproval: Story = {
  play: async ({ canvas }) => {
    await fillInvitation(canvas, 'nova.admin@painel.dev', 'Administrador da plataforma');
    await visible(await canvas.findByText('Função de administrador: outra pessoa precisa aprovar.', {}, LONG));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar convite' }));
    await visible(
      await within(document.body).findByText(
        'A função de administrador foi enviada para aprovação; as outras já valem.',
        {},
        LONG,
      ),
    );
    await expect(story.sandbox.db.read().approvals).toHaveLength(1);
    await expect(accountsNamed('Bruna Souza')[0]?.roles).toEqual([]);
  },
};

/** An operator of the platform serves stores: at least one is asked for. */
export const InviteAnOperator: Story = {
  args: { path: '/dashboard/operators/create' },
  play: async ({ canvas }) => {
    await fillInvitation(canvas, 'caio@painel.dev', 'Operador comercial');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar convite' }));
    await visible(await canvas.findByText('Escolha ao menos uma loja atendida.', {}, LONG));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Loja Exemplo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar convite' }));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Operadores' }, LONG));
    await expect(accountsNamed('Bruna Souza')[0]).toMatchObject({ team: 'operators', serves: [2] });
  },
};

/** Editing: the access card (status, 2FA, last access) and the roles; deactivating asks first and ends the sessions. */
export const EditAndDeactivate: Story = {
  args: { path: '/dashboard/edit/12' },
  play: async ({ canvas }) => {
    const access = await canvas.findByRole('region', { name: 'Acesso' }, LONG);
    await expect(access).toHaveTextContent('Ativo');
    await expect(await canvas.findByRole('combobox', { name: 'Função 1' }, LONG)).toHaveValue('finance');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('readonly');
    story.sandbox.db.update((state) => {
      state.sessions['fernanda-session'] = { email: 'financeiro@painel.dev', expires: Date.now() + 60_000 };
    });
    await userEvent.click(within(access).getByRole('button', { name: 'Desativar' }));
    const confirm = await within(document.body).findByRole(
      'alertdialog',
      { name: 'Desativar Fernanda Financeiro?' },
      LONG,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(access).toHaveTextContent('Inativo'), LONG);
    await expect(story.sandbox.db.read().sessions['fernanda-session']).toBeUndefined();
    await visible(await within(access).findByRole('button', { name: 'Reativar' }, LONG));
  },
};

/** One's own administrator role cannot be removed: the API says so on the roles, and the form keeps the edit. */
export const CannotRemoveOwnAdministratorRole: Story = {
  args: { path: '/dashboard/edit/1' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover a função 1' }, LONG));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await visible(await canvas.findByText('Você não pode remover a sua própria função de administrador.', {}, LONG));
    await expect(canvas.queryByRole('combobox', { name: 'Função 1' })).toBeNull();
  },
};

export const UserNotFound: Story = {
  args: { path: '/dashboard/edit/999' },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Usuário não encontrado.', {}, LONG));
  },
};

/** The edit page's Histórico: every change to the person, with before and after. */
export const HistoryOfAUser: Story = {
  args: { path: '/dashboard/edit/12' },
  play: async ({ canvas }) => {
    await userEvent.clear(await canvas.findByRole('textbox', { name: /Nome completo/ }, LONG));
    await userEvent.type(canvas.getByRole('textbox', { name: /Nome completo/ }), 'Fernanda Finanças');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await visible(await within(document.body).findByText(/Alterações salvas/, {}, LONG));
    await userEvent.click(canvas.getByRole('tab', { name: 'Histórico' }));
    const history = await canvas.findByRole('tabpanel', {}, LONG);
    await waitFor(() => expect(history).toHaveTextContent('Administrador Painel'), LONG);
  },
};
