import { Spinner } from '@painel/ui';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { pageLoadingMessage } from '../core/loadingMessage';
import { PageFailureBoundary } from '../core/page/PageFailure';

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

/**
 * What shows while a page's chunk is on its way, and in its place if it cannot load (a deploy since the tab was
 * opened) or breaks: only this part is replaced, so the shell and its menu stay on screen.
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageFailureBoundary resetKey={pathname}>
      <Suspense
        fallback={
          <Loading>
            <Spinner label={pageLoadingMessage} />
          </Loading>
        }
      >
        {children}
      </Suspense>
    </PageFailureBoundary>
  );
}
