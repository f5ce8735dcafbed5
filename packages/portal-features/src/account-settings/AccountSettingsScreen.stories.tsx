import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORED_USER_KEY } from '../session/sessionStore';
import { forcedCall, memoryStorage, sandboxFor, storyUsers, withOperator } from '../storybook/fixtures';
import { isoDay } from '../shared/dates';
import { PortalStory } from '../storybook/PortalStory';
import { documentReminderKey } from '../notices/conditions';

const user = { ...storyUsers.verifyCpf, ability: [{ action: 'manage', subject: 'all' }] };
const storage = memoryStorage({ [STORED_USER_KEY]: JSON.stringify(user) });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const meta = {
  title: 'Screens/AccountSettings/Tabs',
  component: PortalStory,
  args: { path: '/pages/account-settings?tab=3', user },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: withOperator(sandboxFor(user), user).handlers } },
  // The reminder is dismissed for today, so the tab itself is what the stories see.
  beforeEach: () => {
    localStorage.setItem(documentReminderKey(user.iduser), isoDay(new Date()));
    return () => localStorage.removeItem(documentReminderKey(user.iduser));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TabFromTheAddress: Story = {
  args: { path: '/pages/account-settings' },
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('tab', { name: 'Perfil', selected: true });
    // Visible once the page transition has run.
    await waitFor(() => expect(profile).toBeVisible());
    await expect(document.title).toBe('Perfil | Painel');
    await userEvent.click(canvas.getByRole('tab', { name: 'Envio de documentos' }));
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('/pages/account-settings?tab=3');
    await expect(canvas.getByRole('tab', { name: 'Auditoria de ações' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contrato Termos de Serviço' })).toHaveAttribute(
      'href',
      '/contract/merchant',
    );
  },
};

export const SendsTheDocuments: Story = {
  args: { storage },
  play: async ({ canvas, canvasElement }) => {
    const tab = await canvas.findByRole('tab', { name: 'Envio de documentos', selected: true });
    await waitFor(() => expect(tab).toBeVisible());
    const send = canvas.getByRole('button', { name: 'Enviar documentos' });
    await expect(send).toBeDisabled();
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(inputs[0] as HTMLInputElement, pdf('conta-de-luz.pdf'));
    await userEvent.upload(inputs[1] as HTMLInputElement, pdf('extrato.pdf'));
    await userEvent.click(send);
    await expect(
      await within(document.body).findByText('Documentos enviados com sucesso.', { exact: true }),
    ).toBeVisible();
    await waitFor(() =>
      expect(JSON.parse(storage.getItem(STORED_USER_KEY) ?? '{}')).toMatchObject({ verify_documents: 1 }),
    );
  },
};

export const SendingFails: Story = {
  parameters: forcedCall([user], 'GET auth/session', 'server-error', true),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('tab', { name: 'Envio de documentos', selected: true });
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(inputs[0] as HTMLInputElement, pdf('conta-de-luz.pdf'));
    await userEvent.upload(inputs[1] as HTMLInputElement, pdf('extrato.pdf'));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar documentos' }));
    await expect(
      await within(document.body).findByText('Não foi possível enviar os arquivos', { exact: true }),
    ).toBeVisible();
    await expect(canvas.getByText('conta-de-luz.pdf')).toBeVisible();
  },
};
