import type { ExportResult } from '@painel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { captureDownloads } from '../../storybook/downloads';
import { CsvDownloadButton } from './CsvDownloadButton';

const file: ExportResult = {
  kind: 'file',
  file: {
    filename: 'transferencias_2026-10-30_a_2026-11-28.csv',
    rows: 2,
    content: '\uFEFFId;Valor\r\nTR1;10,00\r\nTR2;20,00\r\n',
  },
};
const job: ExportResult = {
  kind: 'job',
  job: {
    id: 'EXP1',
    createdAt: '2026-11-26T10:00:00-03:00',
    status: 'generating',
    filename: 'recebiveis_2026-11-27_a_2027-11-26.csv',
    rows: 12_345,
    requestedBy: 'cliente@painel.dev',
    expiresAt: '2026-12-03T13:00:00.000Z',
  },
};

/** 'Exportar CSV' of the lists (transfers, disputes, receivables, links): each outcome said beside the button. */
const meta = {
  title: 'Core/Money/CsvDownloadButton',
  component: CsvDownloadButton,
  args: { run: fn((): Promise<ExportResult> => Promise.resolve(file)) },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
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
    await expect(args.run).toHaveBeenCalledTimes(1);
  },
};

/** Over 10.000 lines: no file cut short, a job in Arquivos and the way there. */
export const BecomesAJobInArquivos: Story = {
  args: { run: fn((): Promise<ExportResult> => Promise.resolve(job)) },
  play: async ({ canvas }) => {
    const downloads = captureDownloads();
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    const said = await canvas.findByRole('status');
    await expect(said).toHaveTextContent('São 12.345 linhas: mais que 10.000. O arquivo está sendo gerado');
    await expect(within(said).getByRole('link', { name: 'Ver em Arquivos' })).toHaveAttribute(
      'href',
      '/dashboard/exported-files',
    );
    await expect(downloads.count()).toBe(0);
  },
};

export const Failed: Story = {
  args: { run: fn((): Promise<ExportResult> => Promise.reject(new Error('network'))) },
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
