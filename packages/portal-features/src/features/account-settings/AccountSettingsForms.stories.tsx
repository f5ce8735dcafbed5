import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORED_USER_KEY } from '../../core/session/sessionStore';
import { forcedCall, memoryStorage, sandboxFor, storyUsers } from '../../storybook/fixtures';
import { PortalStory } from '../../storybook/PortalStory';

const admin = storyUsers.admin;
const client = {
  ...storyUsers.client,
  ability: [...storyUsers.client.ability, { action: 'view_audit', subject: 'ACL' }],
};

const meta = {
  title: 'Screens/AccountSettings/Forms',
  component: PortalStory,
  args: { path: '/pages/account-settings', user: admin },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: sandboxFor(admin, client).handlers } },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const toasts = () => within(document.body);
const shown = async (canvas: Canvas, name: string) => {
  const tab = await canvas.findByRole('tabpanel', { name });
  await waitFor(() => expect(tab).toBeVisible());
  return within(tab);
};
type Panel = Awaited<ReturnType<typeof shown>>;
const password = (panel: Panel, label: RegExp) => panel.getByLabelText(label, { selector: 'input' });

const profileStorage = memoryStorage({ [STORED_USER_KEY]: JSON.stringify(admin) });

export const ProfileEditedByAnAdmin: Story = {
  args: { storage: profileStorage },
  play: async ({ canvas }) => {
    const panel = await shown(canvas, 'Perfil');
    const name = panel.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Administradora Painel');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await toasts().findByText('Dados atualizado com sucesso.', { exact: true })).toBeVisible();
    await expect(JSON.parse(profileStorage.getItem(STORED_USER_KEY) ?? '{}')).toMatchObject({
      name: 'Administradora Painel',
    });
  },
};

export const ProfileValidation: Story = {
  play: async ({ canvas }) => {
    const panel = await shown(canvas, 'Perfil');
    await userEvent.clear(panel.getByRole('textbox', { name: 'Nome' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Nome' }), 'Ana <script>');
    await userEvent.clear(panel.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await panel.findByText('Nome deve conter apenas letras e números')).toBeVisible();
    await expect(panel.getByText('Email é obrigatório')).toBeVisible();
  },
};

export const ProfileReadOnly: Story = {
  args: { user: client },
  play: async ({ canvas }) => {
    const panel = await shown(canvas, 'Perfil');
    await expect(panel.getByRole('note')).toHaveTextContent('Somente administradores podem alterar estes dados.');
    await expect(panel.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('readonly');
    await expect(panel.getByRole('textbox', { name: 'Celular' })).toHaveAttribute('readonly');
    await expect(panel.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    // Without view_audit there is no audit tab; this client has it.
    await expect(canvas.getByRole('tab', { name: 'Auditoria de ações' })).toBeVisible();
  },
};

export const ProfileFails: Story = {
  parameters: forcedCall([admin], 'PUT profile', 'server-error'),
  play: async ({ canvas }) => {
    const panel = await shown(canvas, 'Perfil');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await toasts().findByText('Algo deu errado ao atualizar os dados', { exact: true })).toBeVisible();
  },
};

export const PasswordValidation: Story = {
  args: { path: '/pages/account-settings?tab=2' },
  play: async ({ canvas }) => {
    const panel = await shown(canvas, 'Mudar senha');
    await userEvent.click(await panel.findByRole('button', { name: 'Mudar senha' }));
    await expect(await panel.findByText('Senha atual é obrigatório')).toBeVisible();
    await expect(panel.getByText('Nova senha é obrigatório')).toBeVisible();
    await expect(panel.getByText('Por favor, confirme sua nova senha')).toBeVisible();
    await userEvent.type(password(panel, /^Nova senha/), 'Nova1?23');
    await userEvent.type(password(panel, /^Confirme a nova senha/), 'Outra');
    await expect(
      await panel.findByText(
        'A senha deve conter pelo menos 6 caracteres, um maiúscula, um número e um caractere especial',
      ),
    ).toBeVisible();
    await expect(await panel.findByText('Senha não coincide')).toBeVisible();
  },
};

async function fillPassword(canvas: Canvas, current: string) {
  const panel = await shown(canvas, 'Mudar senha');
  await userEvent.type(password(panel, /^Senha atual/), current);
  await userEvent.type(password(panel, /^Nova senha/), 'Nova#123');
  await userEvent.type(password(panel, /^Confirme a nova senha/), 'Nova#123');
  await userEvent.click(panel.getByRole('button', { name: 'Mudar senha' }));
  return panel;
}

export const PasswordChanged: Story = {
  args: { path: '/pages/account-settings?tab=2' },
  play: async ({ canvas }) => {
    const panel = await fillPassword(canvas, 'Painel@123');
    await expect(await toasts().findByText('Senha alterada com sucesso.', { exact: true })).toBeVisible();
    await waitFor(() => expect(password(panel, /^Senha atual/)).toHaveValue(''));
    await expect(password(panel, /^Nova senha/)).toHaveValue('');
  },
};

export const PasswordErrorWithMessage: Story = {
  args: { path: '/pages/account-settings?tab=2' },
  play: async ({ canvas }) => {
    await fillPassword(canvas, 'Errada@123');
    // A body with a message: that message, in one 'Atenção' toast.
    await expect(await toasts().findByText('Os dados fornecidos são inválidos.', { exact: true })).toBeVisible();
  },
};

export const PasswordErrorPerField: Story = {
  args: { path: '/pages/account-settings?tab=2' },
  parameters: {
    msw: {
      handlers: [
        http.post('*/password', () =>
          HttpResponse.json(
            {
              newPassword: ['A nova senha já foi usada.', 'Escolha outra senha.'],
              currentPassword: ['Confira a senha atual.'],
            },
            { status: 422 },
          ),
        ),
        ...sandboxFor(admin).handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await fillPassword(canvas, 'Painel@123');
    // No message: every string of every field's array, each in its own toast.
    for (const text of ['A nova senha já foi usada.', 'Escolha outra senha.', 'Confira a senha atual.']) {
      await expect(await toasts().findByText(text, { exact: true })).toBeVisible();
    }
  },
};

export const PasswordErrorWithoutBody: Story = {
  args: { path: '/pages/account-settings?tab=2' },
  parameters: {
    msw: {
      handlers: [http.post('*/password', () => new HttpResponse(null, { status: 500 })), ...sandboxFor(admin).handlers],
    },
  },
  play: async ({ canvas }) => {
    await fillPassword(canvas, 'Painel@123');
    await expect(await toasts().findByText('Algo deu errado ao mudar a senha', { exact: true })).toBeVisible();
  },
};

export const PasswordNetworkError: Story = {
  args: { path: '/pages/account-settings?tab=2' },
  parameters: forcedCall([admin], 'POST password', 'network-error'),
  play: async ({ canvas }) => {
    const panel = await fillPassword(canvas, 'Painel@123');
    // Spec 8.19: no answer is no structured body: the flow's own text.
    await expect(await toasts().findByText('Algo deu errado ao mudar a senha', { exact: true })).toBeVisible();
    // Nothing typed is lost.
    await expect(password(panel, /^Nova senha/)).toHaveValue('Nova#123');
  },
};

export const Audit: Story = {
  args: { path: '/pages/account-settings?tab=5' },
  play: async ({ canvas }) => {
    const panel = await shown(canvas, 'Auditoria de ações');
    const table = await panel.findByRole('region', { name: 'Registros de auditoria' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await userEvent.type(panel.getByRole('textbox', { name: 'Funcionalidade' }), 'operator');
    await userEvent.click(panel.getByRole('button', { name: 'Filtrar' }));
    await waitFor(async () => {
      for (const row of within(table).getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('Operator');
    });
    await userEvent.click(panel.getByRole('button', { name: 'Limpar' }));
    await userEvent.click(within(table).getAllByRole('button', { name: /Ver valores/ })[0] as HTMLElement);
    const dialog = await toasts().findByRole('dialog', { name: 'Valores alterados' });
    await expect(dialog).toHaveTextContent('Valores antigos');
  },
};

export const AuditFetchFails: Story = {
  args: { path: '/pages/account-settings?tab=5' },
  parameters: forcedCall([admin], 'GET api/audit/logs', 'server-error'),
  play: async ({ canvas }) => {
    const panel = await shown(canvas, 'Auditoria de ações');
    await expect(await panel.findByText('Nenhum resultado encontrado.')).toBeVisible();
  },
};
