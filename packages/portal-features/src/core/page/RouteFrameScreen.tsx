import { Card } from '@painel/ui';
import { portalMessages } from '../messages';
import { useMessages } from '../copy/MessagesContext';

/**
 * A route whose content the spec does not describe: a real page in the shell with its title and breadcrumb,
 * ready for the content of a later issue. It says so in the user's words; no permission code is shown.
 */
export function RouteFrameScreen() {
  const m = useMessages('portal', portalMessages).frame;
  return (
    <Card>
      <p>{m.intro}</p>
    </Card>
  );
}
