import { sandboxAddresses } from '@painel/api-client/sandbox';
import type { MediaDevicesLike } from '@painel/ui';
import { useMemo } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createDeferredBotCheck } from '../portal/deferredApiClient';
import type { PortalOptions } from '../portal/options';
import { PainelPortal } from '../portal/PainelPortal';
import { STORED_USER_KEY } from '../session/sessionStore';
import type { StoredUser } from '../session/storedUser';
import { MediaDevicesContext } from '../verification/mediaDevices';
import { memoryStorage } from './fixtures';

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return (
    <output aria-label="Endereço atual" style={{ position: 'fixed', bottom: 0, left: 0, fontSize: 12 }}>
      {pathname + search}
    </output>
  );
}

export interface PortalStoryProps {
  /** The address the story opens at. */
  path: string;
  /** Who is signed in (kept in an in-memory storage), or nobody. */
  user?: StoredUser | null;
  options?: Partial<PortalOptions>;
  /** A storage the story wants to inspect afterwards. */
  storage?: Storage;
  /** The camera the verification wizard sees; the browser's (Chromium's fake one in tests) when absent. */
  mediaDevices?: MediaDevicesLike | null;
}

const botCheck = createDeferredBotCheck(null);

/** The whole portal on the sandbox API, in a memory router that shows its address. */
export function PortalStory({ path, user = null, options, storage, mediaDevices }: PortalStoryProps) {
  const sessionStorage = useMemo(
    () => storage ?? memoryStorage(user ? { [STORED_USER_KEY]: JSON.stringify(user) } : {}),
    [storage, user],
  );
  return (
    <MediaDevicesContext.Provider value={mediaDevices}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/*"
            element={
              <PainelPortal
                api={{ ...sandboxAddresses, systemOrigin: 'PAINEL' }}
                botCheck={botCheck}
                options={options}
                storage={sessionStorage}
                toaster={false}
              />
            }
          />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </MediaDevicesContext.Provider>
  );
}
