import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox } from '../../storybook/moneyStories';
import { type PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin, storyUsers.merchant);

const meta = {
  title: 'Screens/Sistema/Configurações de ambiente',
  ...story.screenMeta('/dashboard/system', storyUsers.admin),
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each setting with its value and where it comes from; deployment values read-only; secrets only "Configurada". */
export const Registry: Story = {
  play: async ({ canvas }) => {
    const twoFactor = await canvas.findByRole('region', { name: /Verificação em duas etapas no login/ }, LONG);
    await expect(twoFactor).toHaveTextContent('Ligado');
    await expect(twoFactor).toHaveTextContent('Padrão');
    const pause = canvas.getByRole('region', { name: /Aviso de pausa nos pagamentos/ });
    await expect(pause).toHaveTextContent('Até 14/02/2024');
    const secret = canvas.getByRole('region', { name: /Segredo de cliente da adquirente/ });
    await expect(secret).toHaveTextContent('Configurada');
    await expect(secret).toHaveTextContent('Definida pela implantação');
    await expect(within(secret).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('region', { name: /Chave secreta do reCAPTCHA/ })).toHaveTextContent(
      'Não configurada',
    );
  },
};

/** Shortening the idle time asks for a reason, refuses 16 minutes, and waits for approval without changing yet. */
export const RequestAChange: Story = {
  play: async ({ canvas }) => {
    const idle = await canvas.findByRole('region', { name: /Tempo sem atividade até sair/ }, LONG);
    await userEvent.click(within(idle).getByRole('button', { name: /^Alterar/ }));
    const dialog = await within(document.body).findByRole('dialog', { name: /^Alterar:/ }, LONG);
    const minutes = within(dialog).getByRole('textbox', { name: /Minutos sem atividade/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '16');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pedir aprovação' }));
    await waitFor(() => expect(minutes).toHaveAccessibleDescription(/Informe de 1 a 15 minutos/), LONG);
    await expect(within(dialog).getByRole('textbox', { name: /Motivo da mudança/ })).toHaveAccessibleDescription(
      /Diga o motivo/,
    );
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '5');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo da mudança/ }),
      'Pedido da auditoria PCI DSS',
    );
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Pedir aprovação' }));
    await visible(await within(document.body).findByText('Pedido enviado para aprovação.', {}, LONG));
    await waitFor(() => expect(idle).toHaveTextContent('Uma mudança aguarda aprovação.'), LONG);
    await expect(idle).toHaveTextContent('15 minutos');
    await expect(story.sandbox.db.read().approvals).toHaveLength(1);
  },
};

export const Loading: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET system/settings', 'never');
    return () => story.sandbox.force('GET system/settings', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Carregando as configurações…', {}, LONG));
  },
};

export const LoadFails: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET system/settings', 'server-error');
    return () => story.sandbox.force('GET system/settings', null);
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Não foi possível carregar as configurações.', {}, LONG));
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const PermissionDenied: Story = {
  args: {
    user: {
      ...storyUsers.merchant,
      ability: [...storyUsers.merchant.ability, { action: 'view_system', subject: 'ACL' }],
    },
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Acesso não autorizado.', {}, LONG));
  },
};
