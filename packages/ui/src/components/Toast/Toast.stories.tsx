import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { defaultToastStore, notify, type ToastInput } from './toastStore';

/** The Toaster is mounted once by the Storybook decorator, as a portal mounts it once in its shell. */
function NotifyButton(props: ToastInput) {
  return <Button onClick={() => notify(props)}>Mostrar aviso</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: NotifyButton,
  args: { tone: 'danger', title: 'Atenção', description: 'Algo deu errado ao efetuar o login' },
  beforeEach: () => {
    defaultToastStore.clear();
  },
} satisfies Meta<typeof NotifyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Danger: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar aviso' }));
    const body = notifications(canvasElement);
    const toast = await body.findByText('Atenção');
    await expect(body.getByText('Algo deu errado ao efetuar o login')).toBeVisible();
    await expect(toast.closest('[data-component="Toast"]')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Parabéns', description: 'Dados atualizado com sucesso.' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar aviso' }));
    await expect(await notifications(canvasElement).findByText('Dados atualizado com sucesso.')).toBeVisible();
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Atenção', description: 'Para assinar clique no quadrado' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar aviso' }));
    await expect(await notifications(canvasElement).findByText('Para assinar clique no quadrado')).toBeVisible();
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'Sucesso', description: 'Código reenviado' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar aviso' }));
    await expect(await notifications(canvasElement).findByText('Código reenviado')).toBeVisible();
  },
};

export const Dismissed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar aviso' }));
    const body = notifications(canvasElement);
    const toast = (await body.findByText('Atenção')).closest('[data-component="Toast"]') as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByText('Algo deu errado ao efetuar o login')).toBeNull());
  },
};

export const ExpiresByItself: Story = {
  args: { tone: 'success', title: 'Sucesso', description: 'Some sozinho', duration: 300 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar aviso' }));
    const body = notifications(canvasElement);
    await expect(await body.findByText('Some sozinho')).toBeVisible();
    await waitFor(() => expect(body.queryByText('Some sozinho')).toBeNull(), { timeout: 30_000 });
  },
};

export const OnePerFieldError: Story = {
  render: () => (
    <Button
      onClick={() => {
        for (const message of ['A senha atual está incorreta.', 'A nova senha deve ser diferente.']) {
          notify({ tone: 'danger', title: 'Atenção', description: message });
        }
      }}
    >
      Enviar
    </Button>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const body = notifications(canvasElement);
    await expect(await body.findByText('A senha atual está incorreta.')).toBeVisible();
    await expect(body.getByText('A nova senha deve ser diferente.')).toBeVisible();
  },
};
