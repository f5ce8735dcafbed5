import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
`;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  max-width: 32rem;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/** Blank-layout page: one panel in the middle of the window, labelled by its heading. */
export function CenteredPage({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <Main>
      <Panel aria-labelledby={headingId}>{children}</Panel>
    </Main>
  );
}
