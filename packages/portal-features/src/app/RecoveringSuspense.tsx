import { type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageFailure } from '../core/page/PageFailure';
import { PageFailureBoundary } from '../core/page/PageFailureBoundary';
import { PageSuspense } from './PageLoading';

/**
 * A screen inside the shell, loading: if its code cannot load (a deploy since the tab was opened) or it breaks,
 * only its place says so, with 'Recarregar', and the shell and its menu stay on screen.
 */
export function RecoveringSuspense({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageFailureBoundary resetKey={pathname} fallback={(error) => <PageFailure error={error} />}>
      <PageSuspense>{children}</PageSuspense>
    </PageFailureBoundary>
  );
}
