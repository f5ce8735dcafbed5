import { Card } from '@painel/ui';
import { styled } from 'styled-components';
import { portalMessages } from '../../core/messages';
import { useCan } from '../../core/runtime/hooks';
import { useMessages } from '../../core/copy/MessagesContext';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
`;

/** '/access-control' (spec 2.6): a card for everyone, and one only for those who can read Analytics. */
export function AccessControlScreen() {
  const can = useCan();
  const m = useMessages('portal', portalMessages).accessControl;
  return (
    <Cards>
      <Card title={m.commonTitle}>
        <p>{m.commonText}</p>
      </Card>
      {can('read', 'Analytics') ? (
        <Card title={m.analyticsTitle}>
          <p>{m.analyticsText}</p>
        </Card>
      ) : null}
    </Cards>
  );
}
