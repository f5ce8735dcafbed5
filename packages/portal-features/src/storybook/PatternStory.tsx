import { createLazyBotCheck } from '@painel/api-client/lazy';
import { sandboxAddresses } from '@painel/api-client/sandbox';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PainelPortalProvider } from '../app/PainelPortalProvider';
import { ApiHooksProvider } from '../core/runtime/ApiHooksProvider';
import { STORED_USER_KEY } from '../core/session/sessionStore';
import { memoryStorage, storyUsers } from './fixtures';
import { CurrentAddress } from './PortalStory';

const botCheck = createLazyBotCheck(null);

/**
 * One shared piece of `core/` (a list, a form) in the portal's providers and a memory router, without the portal
 * around it: the piece's own states, not a screen's. `/outra-pagina` is where its links lead.
 */
export function PatternStory({
  path,
  storage,
  children,
}: {
  path: string;
  /** The portal's storage, kept across a story's remounts (a form's draft after a reload). */
  storage?: Storage;
  children: ReactNode;
}) {
  const [kept] = useState(() => storage ?? memoryStorage({ [STORED_USER_KEY]: JSON.stringify(storyUsers.merchant) }));
  return (
    <PainelPortalProvider
      api={{ ...sandboxAddresses, systemOrigin: 'PAINEL' }}
      botCheck={botCheck}
      storage={kept}
      toaster={false}
      clock={() => new Date('2026-11-26T13:00:00Z')}
    >
      <ApiHooksProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/outra-pagina" element={<h1>Outra página</h1>} />
            <Route path="*" element={children} />
          </Routes>
          <CurrentAddress />
        </MemoryRouter>
      </ApiHooksProvider>
    </PainelPortalProvider>
  );
}
