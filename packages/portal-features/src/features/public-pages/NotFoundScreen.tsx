import { MessagePage } from './MessagePage';
import { publicPagesMessages } from './messages';
import { useMessages } from '../../core/copy/MessagesContext';

export interface NotFoundScreenProps {
  /** Where 'Voltar para o início' leads. */
  homePath?: string;
}

export function NotFoundScreen({ homePath = '/' }: NotFoundScreenProps) {
  const { title, description, backHome } = useMessages('publicPages', publicPagesMessages).notFound;
  return (
    <MessagePage
      title={title}
      description={description}
      action={{ label: backHome, path: homePath, variant: 'secondary' }}
    />
  );
}
