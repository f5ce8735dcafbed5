import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  box-sizing: border-box;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

const Panel = styled.section<{ $width: 'narrow' | 'wide' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: ${({ $width }) => ($width === 'narrow' ? '26rem' : '40rem')};
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  border: ${({ theme }) => theme.outline.card};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const Footer = styled.footer`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

export interface BlankPageProps {
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  footer?: ReactNode;
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/** The blank layout of spec 2.2: one panel in the middle of the window, labelled by its heading. */
export function BlankPage({ title, intro, footer, width = 'narrow', children }: BlankPageProps) {
  const headingId = useId();
  return (
    <Main data-component="BlankPage">
      <Panel aria-labelledby={headingId} $width={width}>
        <h1 id={headingId} tabIndex={-1}>
          {title}
        </h1>
        {intro ? <p>{intro}</p> : null}
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Main>
  );
}
