import { createCheckoutClient } from '@painel/api-client';
import { ThemeProvider, type Brand, type SkinName } from '@painel/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { withOverrides } from '../../core/copy/messageOverrides';
import { CheckoutApp } from './CheckoutPages';
import { checkoutRouteOf } from './checkoutRoute';
import { ACCESSIBILITY_PATH } from '../../core/routing/accessibilityPath';
import { checkoutMessages, type CheckoutMessages } from './messages';

export interface PainelCheckoutProps {
  /** The API's address and platform code (the payer's calls need no token). */
  api: { apiBaseUrl: string; systemOrigin?: string };
  /** The partner's brand: its name and colour across the top. */
  brand?: Brand;
  /** The payer's device preference by default. */
  skin?: SkinName;
  /** The company named in the footer (spec 2.2). */
  processorName?: string;
  /** Sandbox only: buttons that make the payer's bank pay a Pix or a boleto. */
  sandboxTools?: boolean;
  /** The host's wording, as a partial of checkoutMessages. */
  messages?: unknown;
  /**
   * The accessibility statement's address, linked from the footer: by default the portal's `/acessibilidade` under
   * the same base path as the checkout; `null` when the host has none.
   */
  accessibilityHref?: string | null;
}

/** The path the checkout is served under ('' at the root, '/painel' when a host mounts it there). */
const basePath = () => window.location.pathname.replace(/\/checkout(\/.*)?$/, '');
const currentLocation = () => ({ pathname: window.location.pathname, search: window.location.search });
const prefersDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

/**
 * The whole public checkout for a page of its own: it reads '/checkout/…' from the address (under any base
 * path), moves between its pages with the history API, and calls the API with the checkout's small client.
 */
export function PainelCheckout({
  api,
  brand,
  skin,
  processorName = 'Painel Pagamentos S.A.',
  sandboxTools = false,
  messages,
  accessibilityHref,
}: PainelCheckoutProps) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPop = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const client = useMemo(
    () => createCheckoutClient({ apiBaseUrl: api.apiBaseUrl, systemOrigin: api.systemOrigin ?? 'PAINEL' }),
    [api.apiBaseUrl, api.systemOrigin],
  );
  const navigate = useCallback((path: string) => {
    window.history.pushState(null, '', `${basePath()}${path}`);
    setLocation(currentLocation());
    window.scrollTo(0, 0);
  }, []);
  const m = useMemo(
    () => (messages === undefined ? checkoutMessages : withOverrides<CheckoutMessages>(checkoutMessages, messages)),
    [messages],
  );
  return (
    <ThemeProvider brand={brand} skin={skin ?? (prefersDark() ? 'dark' : 'light')}>
      <CheckoutApp
        route={checkoutRouteOf(location.pathname, location.search)}
        env={{
          api: client,
          navigate,
          processorName,
          sandboxTools,
          m,
          ...(accessibilityHref === null
            ? {}
            : { accessibilityHref: accessibilityHref ?? `${basePath()}${ACCESSIBILITY_PATH}` }),
        }}
      />
    </ThemeProvider>
  );
}
