import { Button, type ButtonVariant } from '@painel/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
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
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export interface MessagePageProps {
  title: string;
  description: string;
  actionLabel: string;
  /** Internal path the action leads to. */
  actionPath: string;
  actionVariant?: ButtonVariant;
}

/**
 * Blank-layout page with one message and one way on: a panel in the middle of the window,
 * labelled by its heading. The public status pages (welcome, not found, …) are all this shape.
 */
export function MessagePage({ title, description, actionLabel, actionPath, actionVariant }: MessagePageProps) {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <Main>
      <Panel aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        <p>{description}</p>
        <Button variant={actionVariant} onClick={() => void navigate(actionPath)}>
          {actionLabel}
        </Button>
      </Panel>
    </Main>
  );
}
