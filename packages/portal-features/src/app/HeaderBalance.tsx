import { useBalances } from '@painel/api-client/react';
import { formatMoney } from '@painel/ui';
import { useEffect } from 'react';
import { styled } from 'styled-components';
import { PortalAnchor } from '../core/links/PortalAnchor';
import { useMessages } from '../core/copy/MessagesContext';
import { onApiWrite } from '../core/runtime/apiWrites';
import { headerBalanceMessages } from './headerBalanceMessages';
import { STATEMENT_PATH } from './menu';

const Figure = styled(PortalAnchor)`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 6.5rem;
  padding: 0.25rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  color: inherit;
  line-height: 1.25;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.bg.navHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary.default};
    outline-offset: 2px;
  }
  small {
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  small > span + span {
    display: none;
  }
  /* A phone's bar holds the menu's button, the brand, this and the avatar on one line. */
  ${({ theme }) => theme.media.phone} {
    min-width: 0;
    padding-inline: 0.25rem;

    small > span:first-child {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    small > span + span {
      display: inline;
    }
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A merchant's available balance, in sight on every page: read again after every write the API accepts (a transfer,
 * a refund, an anticipation), so it agrees with the screen that made it. It opens Extrato Bancário, where every hold
 * is explained.
 */
export default function HeaderBalance() {
  const m = useMessages('headerBalance', headerBalanceMessages);
  const balances = useBalances();
  const { data, mutate } = balances;
  // SWR types its error as any.
  const failed = balances.error !== undefined;
  useEffect(() => onApiWrite(() => void mutate()), [mutate]);
  const value = failed ? m.unavailable : data ? formatMoney(data.available) : '…';
  return (
    <Figure to={STATEMENT_PATH} aria-busy={!data && !failed}>
      <small>
        <span>{m.label}</span>
        <span aria-hidden="true">{m.short}</span>
      </small>
      <strong>{value}</strong>
    </Figure>
  );
}
