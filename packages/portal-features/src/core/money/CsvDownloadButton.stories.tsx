import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { captureDownloads } from '../../storybook/downloads';
import { CsvDownloadButton, type CsvDownloadButtonProps } from './CsvDownloadButton';

type Built = Awaited<ReturnType<CsvDownloadButtonProps['build']>>;

/** 'Exportar CSV' of the lists (transfers, disputes, receivables, links): each outcome said beside the button. */
const meta = {
  title: 'Core/Money/CsvDownloadButton',
  component: CsvDownloadButton,
  args: {
    filename: 'transferencias_2026-10-30_a_2026-11-28.csv',
    build: fn((): Promise<Built> => Promise.resolve({ csv: '\uFEFFId;Valor\r\nTR1;10,00\r\nTR2;20,00\r\n', rows: 2 })),
  },
} satisfies Meta<typeof CsvDownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Downloads: Story = {
  play: async ({ canvas, args }) => {
    const downloads = captureDownloads();
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(
      await canvas.findByText('2 linhas baixadas em transferencias_2026-10-30_a_2026-11-28.csv.'),
    ).toBeVisible();
    await expect(await downloads.lastLines()).toEqual(['Id;Valor', 'TR1;10,00', 'TR2;20,00']);
    await expect(args.build).toHaveBeenCalledTimes(1);
  },
};

/** Over 10.000 lines: no file cut short, the count and what to do instead. */
export const TooManyLines: Story = {
  args: { build: fn((): Promise<Built> => Promise.resolve({ tooMany: 12_345 })) },
  play: async ({ canvas }) => {
    const downloads = captureDownloads();
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'São 12.345 linhas, mais que as 10.000 de um arquivo. Escolha um período menor.',
    );
    await expect(downloads.count()).toBe(0);
  },
};

export const Failed: Story = {
  args: { build: fn((): Promise<Built> => Promise.reject(new Error('network'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível exportar. Tente novamente.');
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  },
};

export const NothingToExport: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  },
};
