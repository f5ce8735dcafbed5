import type { OutboxMessage } from '@painel/api-client';
import { useSandboxOutbox } from '@painel/api-client/react';
import { Badge, Button, Spinner } from '@painel/ui';
import { styled } from 'styled-components';
import { PortalLink } from '../../core/links/PortalLink';
import { BlankPage } from '../../core/page/BlankPage';
import { ButtonRow } from '../../core/page/ButtonRow';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { ApiHooksProvider } from '../../core/runtime/ApiHooksProvider';
import { sandboxInboxMessages } from './messages';
import { useMessages } from '../../core/copy/MessagesContext';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Message = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;

  h2 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    margin: 0;
  }
`;

const sentAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

/** Only the portal's own paths are links; anything else stays text. */
const isPortalPath = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

function InboxMessage({ message }: { message: OutboxMessage }) {
  const m = useMessages('sandboxInbox', sandboxInboxMessages);
  return (
    <Message aria-labelledby={`message-${message.id}`}>
      <h2 id={`message-${message.id}`}>
        <Badge tone={message.channel === 'email' ? 'info' : 'success'}>{m.channels[message.channel]}</Badge>
        {message.subject}
      </h2>
      <dl>
        <dt>{m.to}</dt>
        <dd>{message.to}</dd>
        <dt>{m.sentAt}</dt>
        <dd>{sentAt.format(new Date(message.sentAt))}</dd>
      </dl>
      <p>{message.text}</p>
      {isPortalPath(message.link) ? (
        <p>
          <PortalLink to={message.link}>{m.openLink}</PortalLink>
        </p>
      ) : null}
    </Message>
  );
}

function Inbox() {
  const m = useMessages('sandboxInbox', sandboxInboxMessages);
  const route = useCurrentRoute();
  const outbox = useSandboxOutbox();
  const messages = outbox.data?.messages;
  return (
    <BlankPage title={route.title} intro={m.intro} width="wide">
      <ButtonRow $align="spread">
        <PortalLink to="/login">{m.backToLogin}</PortalLink>
        <Button variant="secondary" loading={outbox.isValidating && !!messages} onClick={() => void outbox.mutate()}>
          {m.refresh}
        </Button>
      </ButtonRow>
      {outbox.error && !messages ? (
        <p role="alert">
          {m.failed}{' '}
          <Button variant="tertiary" size="sm" onClick={() => void outbox.mutate()}>
            {m.retry}
          </Button>
        </p>
      ) : null}
      {!messages && !outbox.error ? <Spinner label={m.loading} /> : null}
      {messages && messages.length === 0 ? <p>{m.empty}</p> : null}
      {messages && messages.length > 0 ? (
        <List aria-label={m.list}>
          {messages.map((message) => (
            <li key={message.id}>
              <InboxMessage message={message} />
            </li>
          ))}
        </List>
      ) : null}
    </BlankPage>
  );
}

/**
 * /sandbox/caixa-de-entrada (sandbox only, PortalOptions.sandboxTools): the e-mails and WhatsApp messages
 * the sandbox "sent", newest first, with their links, so a person can finish a password reset.
 */
export function SandboxInboxScreen() {
  return (
    <ApiHooksProvider>
      <Inbox />
    </ApiHooksProvider>
  );
}
