import { createLazyBotCheck } from '@painel/api-client/lazy';
import { sandboxAddresses } from '@painel/api-client/sandbox';
import type { MediaDevicesLike, SkinName } from '@painel/ui';
import { useMemo } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { PortalOptions } from '../core/options';
import { PainelPortal } from '../app/PainelPortal';
import type { PortalMessageOverrides } from '../app/portalMessageOverrides';
import { STORED_USER_KEY } from '../core/session/sessionStore';
import type { StoredUser } from '../core/session/storedUser';
import { MediaDevicesContext } from '../features/verification/mediaDevices';
import { memoryStorage } from './fixtures';

/** The story's address, for plays that check what the URL holds. */
export function CurrentAddress() {
  const { pathname, search } = useLocation();
  return (
    // Its own colours: readable over any skin's page.
    <output
      aria-label="Endereço atual"
      style={{ position: 'fixed', bottom: 0, left: 0, fontSize: 12, background: '#fff', color: '#1b1b1f' }}
    >
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
  /** The portal's clock, for stories of dated notices. */
  clock?: () => Date;
  /** What the portal already remembers when the story opens (notices dismissed, a choice made). */
  remembered?: Record<string, string>;
  /** A storage the story wants to inspect afterwards. */
  storage?: Storage;
  /** The camera the verification wizard sees; the browser's (Chromium's fake one in tests) when absent. */
  mediaDevices?: MediaDevicesLike | null;
  /** The host's default skin, and whether the host locks it. */
  skin?: SkinName;
  lockSkin?: boolean;
  /** False: the host offers no appearance customizer. */
  themeCustomizer?: boolean;
  /** The host's wording of the portal's texts. */
  messages?: PortalMessageOverrides;
}

const botCheck = createLazyBotCheck(null);

/** The whole portal on the sandbox API, in a memory router that shows its address. */
export function PortalStory({
  path,
  user = null,
  options,
  clock,
  remembered,
  storage,
  mediaDevices,
  skin,
  lockSkin,
  themeCustomizer,
  messages,
}: PortalStoryProps) {
  const sessionStorage = useMemo(
    () => storage ?? memoryStorage({ ...remembered, ...(user ? { [STORED_USER_KEY]: JSON.stringify(user) } : {}) }),
    [storage, user, remembered],
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
                clock={clock}
                storage={sessionStorage}
                toaster={false}
                skin={skin}
                lockSkin={lockSkin}
                themeCustomizer={themeCustomizer}
                messages={messages}
              />
            }
          />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </MediaDevicesContext.Provider>
  );
}
