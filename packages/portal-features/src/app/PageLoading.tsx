import { Spinner } from '@painel/ui';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { styled } from 'styled-components';
import { pageLoadingMessage } from '../core/loadingMessage';

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

/** What shows while a page's chunk is on its way (RecoveringSuspense adds what shows if it cannot load). */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Loading>
          <Spinner label={pageLoadingMessage} />
        </Loading>
      }
    >
      {children}
    </Suspense>
  );
}
