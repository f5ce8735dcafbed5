import { createLazyBotCheck } from '@painel/api-client/lazy';
import { PainelPortal } from '@painel/portal-features';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { PortalConfig } from './config';

/** The portal is one host of @painel/portal-features: it only wires the deployment's settings. */
export function App({ config }: { config: PortalConfig }) {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/*"
          element={
            <PainelPortal
              api={config.api}
              botCheck={botCheckFor(config)}
              options={config.sandboxTools ? SANDBOX_OPTIONS : undefined}
            />
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

/** On the sandbox, its inbox page shows the reset links and codes it "sent". */
const SANDBOX_OPTIONS = { sandboxTools: true } as const;

const botChecks = new Map<string | null, ReturnType<typeof createLazyBotCheck>>();
/** One bot check per site key, so re-renders keep the loaded reCAPTCHA. */
function botCheckFor({ recaptchaSiteKey }: PortalConfig) {
  let check = botChecks.get(recaptchaSiteKey);
  if (!check) {
    check = createLazyBotCheck(recaptchaSiteKey);
    botChecks.set(recaptchaSiteKey, check);
  }
  return check;
}
