import { createLazyBotCheck } from '@painel/api-client/lazy';
import { sandboxAddresses } from '@painel/api-client/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect } from 'storybook/test';
import { RELOAD_KEY } from '../core/page/loadFailure';
import { memoryStorage } from '../storybook/fixtures';
import { RecoveringSuspense } from './RecoveringSuspense';
import { PainelPortalProvider } from './PainelPortalProvider';

const chunkGone = () =>
  Promise.reject<{ default: ComponentType }>(
    new TypeError(
      'Failed to fetch dynamically imported module: https://painel.example/assets/AnticipationsScreen-0a1b2c.js',
    ),
  );
const GoneAfterADeploy = lazy(chunkGone);

function BrokenScreen(): never {
  throw new Error('Cannot read properties of undefined (reading "amount")');
}

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Endereço atual">{pathname + search}</output>;
}

interface PageFailureStoryProps {
  page: 'gone' | 'broken';
  /** The portal reloaded this address a moment ago to recover. */
  reloadedJustNow?: boolean;
}

/** A page under the portal's PageSuspense, at /dashboard/anticipations, whose code is gone or which breaks. */
function PageFailureStory({ page, reloadedJustNow = false }: PageFailureStoryProps) {
  const Page = page === 'gone' ? GoneAfterADeploy : BrokenScreen;
  const [storage] = useState(() =>
    memoryStorage(
      reloadedJustNow ? { [RELOAD_KEY]: JSON.stringify({ path: '/dashboard/anticipations', at: Date.now() }) } : {},
    ),
  );
  return (
    <PainelPortalProvider
      api={{ ...sandboxAddresses, systemOrigin: 'PAINEL' }}
      botCheck={createLazyBotCheck(null)}
      storage={storage}
      toaster={false}
    >
      <MemoryRouter initialEntries={['/dashboard/anticipations']}>
        <nav aria-label="Menu do portal">Indicadores · Antecipações</nav>
        <Routes>
          <Route path="/error" element={<Address />} />
          <Route
            path="*"
            element={
              <RecoveringSuspense>
                <Page />
              </RecoveringSuspense>
            }
          />
        </Routes>
      </MemoryRouter>
    </PainelPortalProvider>
  );
}

const meta = {
  title: 'Portal/PageFailure',
  component: PageFailureStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageFailureStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab opened before a deploy asks for a screen's old file: the new version is offered, the frame stays. */
export const NewVersion: Story = {
  args: { page: 'gone' },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Uma nova versão está disponível' })).toBeVisible();
    await expect(notice).toHaveTextContent('o que já foi salvo não se perde');
    await expect(canvas.getByRole('button', { name: 'Recarregar' })).toBeEnabled();
    await expect(canvas.getByRole('navigation', { name: 'Menu do portal' })).toBeVisible();
  },
};

/** A screen that breaks while rendering says so in its own place, never a blank page. */
export const Broken: Story = {
  args: { page: 'broken' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Algo deu errado nesta tela' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Recarregar' })).toBeEnabled();
    await expect(canvas.getByRole('navigation', { name: 'Menu do portal' })).toBeVisible();
  },
};

/** The reload just made for this address failed again: the load cannot recover, and lands on /error. */
export const StillGoneAfterReload: Story = {
  args: {
    page: 'gone',
    reloadedJustNow: true,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Endereço atual' })).toHaveTextContent(
      '/error?from=%2Fdashboard%2Fanticipations',
    );
  },
};
