import type { Checkout } from '@painel/api-client';
import { useCallback, useEffect, useState } from 'react';
import type { CheckoutApi } from './checkoutApi';

export type CheckoutLoad =
  { state: 'loading' } | { state: 'ready'; checkout: Checkout } | { state: 'notFound' } | { state: 'error' };

/** The link's public data, with a retry after a failure (a phone's connection drops). */
export function useCheckout(api: CheckoutApi, linkId: string) {
  const [attempt, setAttempt] = useState(0);
  const key = `${linkId}#${attempt}`;
  // The answer of one attempt; any other attempt is still loading.
  const [answer, setAnswer] = useState<{ key: string; load: CheckoutLoad } | null>(null);
  useEffect(() => {
    let live = true;
    api.checkout(linkId).then(
      (checkout) => live && setAnswer({ key, load: { state: 'ready', checkout } }),
      (error: unknown) =>
        live &&
        setAnswer({
          key,
          load: { state: (error as { status?: number }).status === 404 ? 'notFound' : 'error' },
        }),
    );
    return () => {
      live = false;
    };
  }, [api, linkId, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const load: CheckoutLoad = answer?.key === key ? answer.load : { state: 'loading' };
  return { load, retry };
}
