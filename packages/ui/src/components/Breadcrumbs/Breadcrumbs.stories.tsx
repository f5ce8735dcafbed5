import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkinGallery, skinGalleryA11y } from '../../storybook/SkinGallery';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'OnBoarding', href: '/dashboard/onboarding' },
      { label: 'Upload de arquivos' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Upload de arquivos')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const CustomLinks: Story = {
  args: {
    renderLink: (item) => (
      <a href={`#${item.href}`} data-router-link="">
        {item.label}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'OnBoarding' });
    await expect(link).toHaveAttribute('data-router-link');
    // Styled as a design-system link.
    await expect(link).toHaveAttribute('data-component', 'Link');
  },
};

export const Skins: Story = {
  parameters: { a11y: skinGalleryA11y },
  render: (args) => (
    <SkinGallery>
      <Breadcrumbs {...args} />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('navigation', { name: 'Trilha de navegação' })).toHaveLength(4);
  },
};
