import { Button } from '@painel/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { CenteredPage } from './CenteredPage';
import { publicPagesMessages } from './messages';

export interface WelcomeScreenProps {
  /** Where 'Entrar' leads. */
  signInPath?: string;
}

export function WelcomeScreen({ signInPath = '/login' }: WelcomeScreenProps) {
  const navigate = useNavigate();
  const headingId = useId();
  const copy = publicPagesMessages.welcome;
  return (
    <CenteredPage headingId={headingId}>
      <h1 id={headingId}>{copy.title}</h1>
      <p>{copy.description}</p>
      <Button onClick={() => void navigate(signInPath)}>{copy.signIn}</Button>
    </CenteredPage>
  );
}
