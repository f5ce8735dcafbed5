import { MessagePage } from './MessagePage';
import { publicPagesMessages } from './messages';
import { useMessages } from '../../core/copy/MessagesContext';

/** '/not-authorized' and '/misc/not-authorized': where the guard sends a visitor without the route's permission. */
export function NotAuthorizedScreen({ homePath = '/' }: { homePath?: string }) {
  const { title, description, backHome } = useMessages('publicPages', publicPagesMessages).notAuthorized;
  return <MessagePage title={title} description={description} action={{ label: backHome, path: homePath }} />;
}
