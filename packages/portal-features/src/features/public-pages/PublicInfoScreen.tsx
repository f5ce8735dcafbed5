import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { MessagePage } from './MessagePage';
import { publicPagesMessages } from './messages';
import { useMessages } from '../../core/copy/MessagesContext';

/**
 * The public pages whose content the spec does not describe (password reset, pre-register, …) and the
 * terms pages whose content comes with the terms screens: a real page with its title, what it is for
 * and the way on.
 */
export function PublicInfoScreen() {
  const route = useCurrentRoute();
  const info = useMessages('publicPages', publicPagesMessages).info[route.path];
  return <MessagePage title={route.title} description={info?.description ?? ''} action={info?.action} />;
}
