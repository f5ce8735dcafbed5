import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORED_USER_KEY } from '../../core/session/sessionStore';
import {
  forcedCall,
  memoryStorage,
  noticesDismissed,
  sandboxFor,
  storyUsers,
  withOperator,
} from '../../storybook/fixtures';
import { PortalStory } from '../../storybook/PortalStory';

const user = { ...storyUsers.verifyCpf, ability: [{ action: 'manage', subject: 'all' }] };
// The reminder is dismissed for today, so the tab itself is what the stories see.
const remembered = noticesDismissed(user);
const storage = memoryStorage({ ...remembered, [STORED_USER_KEY]: JSON.stringify(user) });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const meta = {
  title: 'Screens/AccountSettings/Tabs',
  component: PortalStory,
  args: { path: '/pages/account-settings?tab=3', user, remembered },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: withOperator(sandboxFor(user), user).handlers } },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TabFromTheAddress: Story = {
  args: { path: '/pages/account-settings' },
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('tab', { name: 'Perfil', selected: true });
    // Visible once the page transition has run.
    await waitFor(() => expect(profile).toBeVisible());
    // The tab's title is set once the page has rendered.
    await waitFor(() => expect(document.title).toBe('Perfil | Painel'));
    // Spec 2.3.7: the documents are not in the tab strip; they open when asked for (?tab=3).
    await expect(canvas.queryByRole('tab', { name: 'Envio de documentos' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Mudar senha' }));
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('/pages/account-settings?tab=2');
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
