import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CheckIcon } from '../../icons';
import { SkinGallery } from '../../storybook/SkinGallery';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Continuar', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continuar' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Salvar
      </Button>
      <Button {...args} variant="secondary">
        Cancelar
      </Button>
      <Button {...args} variant="tertiary">
        Limpar
      </Button>
      <Button {...args} variant="danger">
        Excluir
      </Button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    for (const name of ['Salvar', 'Cancelar', 'Limpar', 'Excluir']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(args.onClick).toHaveBeenCalledTimes(4);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Pequeno', 'Médio', 'Grande'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    await expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  },
};

export const WithIcon: Story = {
  args: { icon: <CheckIcon />, children: 'Confirmar' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Confirmar' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continuar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continuar' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A submit that takes a while: the second and third clicks send nothing. */
function SlowSubmitForm({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const [sending, setSending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        void onSubmit().finally(() => setSending(false));
      }}
    >
      <Button type="submit" loading={sending}>
        Enviar
      </Button>
    </form>
  );
}

export const BlocksDoubleSubmit: Story = {
  render: (args) => (
    <SlowSubmitForm
      onSubmit={() =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            args.onClick?.({});
            resolve();
          }, 300),
        )
      }
    />
  ),
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button {...args}>Primário</Button>
        <Button {...args} variant="secondary">
          Secundário
        </Button>
        <Button {...args} variant="tertiary">
          Terciário
        </Button>
        <Button {...args} variant="danger">
          Excluir
        </Button>
        <Button {...args} loading>
          Enviando
        </Button>
      </div>
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Primário' })).toHaveLength(4);
  },
};
