import { Button } from '@painel/ui';
import { BlankPage } from './BlankPage';
import { firstVisitFailure } from './firstVisitFailure';

/**
 * What shows when the pages besides the first visit's, or the shell, cannot load at all (a tab older than a deploy,
 * or offline): a page of its own with 'Recarregar', never a blank one. Kept to what the sign-in page already carries;
 * a screen inside the shell has its own, richer notice (RecoveringSuspense).
 */
export function NewVersionPage() {
  return (
    <BlankPage title={firstVisitFailure.title} intro={firstVisitFailure.text}>
      <div>
        <Button onClick={() => window.location.reload()}>{firstVisitFailure.reload}</Button>
      </div>
    </BlankPage>
  );
}

/** A lazy import that answers NewVersionPage when the code cannot be fetched, instead of throwing into the page. */
export const orNewVersionPage = <T,>(loading: Promise<{ default: T }>) =>
  loading.catch(() => ({ default: NewVersionPage as T }));
