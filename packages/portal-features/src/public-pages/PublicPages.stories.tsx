import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { publicPagesMessages } from './messages';
import { NotFoundScreen } from './NotFoundScreen';
import { WelcomeScreen } from './WelcomeScreen';

function CurrentPath() {
  return <output aria-label="Endereço atual">{useLocation().pathname}</output>;
}

function PublicPagesHarness({ initialPath }: { initialPath: string }) {
  return (
    <MemoryRouter initialEntries={[initialPath]}>
      <Routes>
        <Route path="/" element={<WelcomeScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Screens/PublicPages',
  component: PublicPagesHarness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicPagesHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  args: { initialPath: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: publicPagesMessages.welcome.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: publicPagesMessages.welcome.signIn }));
    await expect(canvas.getByLabelText('Endereço atual')).toHaveTextContent('/login');
  },
};

export const NotFound: Story = {
  args: { initialPath: '/rota/que/nao/existe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: publicPagesMessages.notFound.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: publicPagesMessages.notFound.backHome }));
    await expect(canvas.getByRole('heading', { level: 1, name: publicPagesMessages.welcome.title })).toBeVisible();
  },
};
