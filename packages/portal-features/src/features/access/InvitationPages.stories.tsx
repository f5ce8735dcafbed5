import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin);

const meta = {
  title: 'Screens/Sistema/Convite: Crie sua senha',
  component: PortalStory,
  args: { path: '/create-password', user: null },
  parameters: { layout: 'fullscreen', ...story.parameters },
  beforeEach: story.reset,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const TOKEN = 'convite-da-bruna';
const LINK = `/create-password?token=${TOKEN}`;

/** Invites Bruna; her (first) link gets a fixed token the story's address names, spent as the story asks. */
const invitation = (spend?: 'expired' | 'replaced') => async () => {
  story.reset();
  const api = storyApi(story.sandbox, storyUsers.admin);
  const { user } = await api.access.inviteUser({
    idempotencyKey: `story-invite-${spend ?? 'valid'}`,
    team: 'users',
    name: 'Bruna Souza',
    email: 'bruna@painel.dev',
    mobile: '',
    roles: [{ roleId: 'support', companyId: null }],
  });
  story.sandbox.db.update((state) => {
    const [token, entry] = Object.entries(state.invitations).find(([, e]) => e.iduser === user.iduser) ?? [];
    if (!token || !entry) return;
    delete state.invitations[token];
    state.invitations[TOKEN] = spend === 'expired' ? { ...entry, expires: Date.now() - 1 } : entry;
  });
  if (spend === 'replaced') await api.access.resendInvitation(user.iduser);
};

/** A valid link: her name and masked e-mail, the password rule, then the sign-in. */
export const CreateThePassword: Story = {
  beforeEach: invitation(),
  args: { path: LINK },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Crie sua senha' }, LONG));
    await visible(await canvas.findByText(/Olá, Bruna Souza. Crie a senha do seu acesso b\*+a@painel.dev./, {}, LONG));
    await userEvent.type(canvas.getByLabelText('Senha'), 'fraca');
    await userEvent.type(canvas.getByLabelText('Confirme a senha'), 'outra');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar senha' }));
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription(/pelo menos 6 caracteres/);
    await expect(canvas.getByLabelText('Confirme a senha')).toHaveAccessibleDescription('Senha não coincide');
    await userEvent.clear(canvas.getByLabelText('Senha'));
    await userEvent.type(canvas.getByLabelText('Senha'), 'Nova@Senha1');
    await userEvent.clear(canvas.getByLabelText('Confirme a senha'));
    await userEvent.type(canvas.getByLabelText('Confirme a senha'), 'Nova@Senha1');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar senha' }));
    await visible(await canvas.findByText('Senha criada. Entre com o seu e-mail e a nova senha.', {}, LONG));
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toBeVisible();
  },
};

/** An expired link lands on /tokenInvalidPage, which asks the sender for a new one. */
export const ExpiredInvitation: Story = {
  beforeEach: invitation('expired'),
  args: { path: LINK },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Este convite expirou' }, LONG));
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent(/^\/tokenInvalidPage\?motivo=expired/);
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir um novo convite' }));
    await visible(await canvas.findByText(/Pedimos um novo convite a quem convidou você/, {}, LONG));
    await expect(story.sandbox.db.read().outbox.at(-1)).toMatchObject({
      to: 'admin@painel.dev',
      subject: 'Pedido de novo convite',
    });
  },
};

/** A resent invitation replaces the old link: the old one says to use the newest e-mail. */
export const ReplacedInvitation: Story = {
  beforeEach: invitation('replaced'),
  args: { path: LINK },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Este convite foi substituído' }, LONG));
    await expect(canvas.getByRole('button', { name: 'Pedir um novo convite' })).toBeVisible();
  },
};

/** A used link offers the sign-in and the password reset. */
export const UsedInvitation: Story = {
  args: { path: '/tokenInvalidPage?motivo=used&convite=abc' },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Este convite já foi usado' }, LONG));
    await expect(canvas.getByRole('link', { name: 'Esqueci minha senha' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pedir um novo convite' })).toBeNull();
  },
};

/** Without a reason the page is a spent password-reset link's, as before invitations. */
export const SpentResetLink: Story = {
  args: { path: '/tokenInvalidPage' },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Link inválido ou expirado' }, LONG));
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir um novo link' }));
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Esqueceu sua senha?' }, LONG));
  },
};

/** An unknown token is said plainly. */
export const UnknownInvitation: Story = {
  args: { path: '/create-password?token=nao-existe' },
  play: async ({ canvas }) => {
    await visible(await canvas.findByRole('heading', { level: 1, name: 'Link inválido ou expirado' }, LONG));
    await expect(canvas.getByText(/Não encontramos este convite/)).toBeVisible();
  },
};
