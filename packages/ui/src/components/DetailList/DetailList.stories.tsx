import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { DetailList } from './DetailList';

const meta = {
  title: 'Money/DetailList',
  component: DetailList,
  args: {
    copy: fn(() => Promise.resolve()),
    items: [
      { term: 'ID da transação', description: 'TX20261126000123', copyValue: 'TX20261126000123' },
      { term: 'NSU', description: '330000123', copyValue: '330000123' },
      { term: 'Código de autorização', description: 'A1B2C3' },
      { term: 'E2E do Pix', description: null },
      {
        term: 'Linha digitável',
        description: '34191.79001 01043.510047 91020.150008 1 96610000017774',
        copyValue: '34191790010104351004791020150008196610000017774',
      },
    ],
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesIdentifiers: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar NSU' }));
    await expect(args.copy).toHaveBeenCalledWith('330000123');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copiado: NSU');
    await expect(canvas.getByRole('button', { name: 'Copiado NSU' })).toBeVisible();
  },
};

export const LeavesOutEmptyValues: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('E2E do Pix')).toBeNull();
    await expect(canvas.getByText('Código de autorização')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copiar Código de autorização' })).toBeNull();
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <DetailList {...args} />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('TX20261126000123')).toHaveLength(4);
  },
};

export const PartnerBrand: Story = { ...Skins, globals: { brand: 'limao' } };
