import { usePainelTheme } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { MessagePage } from './MessagePage';
import { publicPagesMessages } from './messages';

export interface WelcomeScreenProps {
  /** Where 'Entrar' leads. */
  signInPath?: string;
}

export function WelcomeScreen({ signInPath = '/login' }: WelcomeScreenProps) {
  const { title, description, signIn } = useMessages('publicPages', publicPagesMessages).welcome;
  const { brand } = usePainelTheme();
  return (
    <MessagePage title={title(brand.name)} description={description} action={{ label: signIn, path: signInPath }} />
  );
}
