import { MessagePage } from './MessagePage';
import { publicPagesMessages } from './messages';

export interface NotFoundScreenProps {
  /** Where 'Voltar para o início' leads. */
  homePath?: string;
}

export function NotFoundScreen({ homePath = '/' }: NotFoundScreenProps) {
  const { title, description, backHome } = publicPagesMessages.notFound;
  return (
    <MessagePage
      title={title}
      description={description}
      action={{ label: backHome, path: homePath, variant: 'secondary' }}
    />
  );
}
