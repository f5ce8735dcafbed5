import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileUpload } from './FileUpload';
import type { FileRejection } from './validateFile';

interface SlotProps {
  initialFile?: File | null;
  progress?: number;
  disabled?: boolean;
  onFileChange: (file: File | null) => void;
  onReject: (rejection: FileRejection) => void;
}

function CnpjCardSlot({ initialFile = null, onFileChange, ...props }: SlotProps) {
  const [file, setFile] = useState<File | null>(initialFile);
  return (
    <FileUpload
      label="Cartão CNPJ"
      tooLargeDescription="Cartão CNPJ tem mais de 30MB"
      required
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onFileChange(next);
      }}
      {...props}
    />
  );
}

const pdf = (name = 'cartao-cnpj.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const meta = {
  title: 'Components/FileUpload',
  component: CnpjCardSlot,
  args: { onFileChange: fn(), onReject: fn() },
} satisfies Meta<typeof CnpjCardSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Cartão CNPJ (obrigatório)' });
    await expect(group).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByRole('button', { name: 'Escolher arquivo: Cartão CNPJ' })).toHaveAccessibleDescription(
      'PDF, PNG, JPG ou JPEG, até 30MB.',
    );
  },
};

export const ChosenWithTheKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Escolher arquivo: Cartão CNPJ' })).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, pdf());
    await expect(args.onFileChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'cartao-cnpj.pdf' }));
    await expect(canvas.getByText('cartao-cnpj.pdf')).toBeVisible();
    await expect(canvas.getByText('2 KB')).toBeVisible();
  },
};

export const Dropped: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvasElement.querySelector('[data-component="FileUpload"] > div') as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(pdf('contrato.pdf'));
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await expect(await canvas.findByText('contrato.pdf')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenCalledTimes(1);
  },
};

export const InvalidType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['a,b'], 'planilha.csv', { type: 'text/csv' }), { applyAccept: false });
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Arquivo do tipo inválido! O arquivo deve ser dos tipos PDF / PNG / JPG ou JPEG.',
    );
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ reason: 'type' }));
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  args: { initialFile: pdf('anterior.pdf') },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const big = pdf('grande.pdf', 1);
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'O arquivo deve ter no máximo 30MB Cartão CNPJ tem mais de 30MB',
    );
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ reason: 'size' }));
    // The earlier choice stays.
    await expect(canvas.getByText('anterior.pdf')).toBeVisible();
  },
};

export const ReplacedAndRemoved: Story = {
  args: { initialFile: pdf('antigo.pdf') },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Trocar: Cartão CNPJ' })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, pdf('novo.pdf'));
    await expect(canvas.getByText('novo.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover: Cartão CNPJ' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Escolher arquivo: Cartão CNPJ' })).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { initialFile: pdf(), progress: 45, disabled: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Enviando Cartão CNPJ' });
    await expect(bar).toHaveAttribute('value', '45');
    await expect(canvas.getByRole('button', { name: 'Remover: Cartão CNPJ' })).toBeDisabled();
  },
};
