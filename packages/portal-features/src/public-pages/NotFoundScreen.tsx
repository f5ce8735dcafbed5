import { Button } from '@painel/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { CenteredPage } from './CenteredPage';
import { publicPagesMessages } from './messages';

export interface NotFoundScreenProps {
  /** Where 'Voltar para o início' leads. */
  homePath?: string;
}

export function NotFoundScreen({ homePath = '/' }: NotFoundScreenProps) {
  const navigate = useNavigate();
  const headingId = useId();
  const copy = publicPagesMessages.notFound;
  return (
    <CenteredPage headingId={headingId}>
      <h1 id={headingId}>{copy.title}</h1>
      <p>{copy.description}</p>
      <Button variant="secondary" onClick={() => void navigate(homePath)}>
        {copy.backHome}
      </Button>
    </CenteredPage>
  );
}
