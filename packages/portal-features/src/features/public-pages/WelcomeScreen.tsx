import { MessagePage } from './MessagePage';
import { publicPagesMessages } from './messages';

export interface WelcomeScreenProps {
  /** Where 'Entrar' leads. */
  signInPath?: string;
}

export function WelcomeScreen({ signInPath = '/login' }: WelcomeScreenProps) {
  const { title, description, signIn } = publicPagesMessages.welcome;
  return <MessagePage title={title} description={description} action={{ label: signIn, path: signInPath }} />;
}
