import { civilDateInSaoPaulo } from '@painel/api-client';
import { usePortalClock } from '../runtime/hooks';

/** Today in São Paulo by the portal's clock: the day every money screen's periods are counted from. */
export function useSaoPauloToday(): string {
  const clock = usePortalClock();
  return civilDateInSaoPaulo(clock());
}
