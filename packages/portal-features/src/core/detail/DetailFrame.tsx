import type { AuditedModel } from '@painel/api-client';
import { Button, Card, Spinner, Tabs } from '@painel/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../copy/MessagesContext';
import { useUrlParam } from '../list/useUrlParam';
import { MoneyStack } from '../money/moneyLayout';
import { detailMessages } from './messages';

// The audit table and its dialog load when the Histórico tab is chosen, not with every detail screen.
const RecordHistory = lazy(() => import('./RecordHistory').then((module) => ({ default: module.RecordHistory })));

export interface DetailFrameMessages {
  /** Said (and announced) while the record loads ('Carregando a transação…'). */
  loading: string;
  /** A 404: the record does not exist, or is not this person's to see. */
  notFound: string;
  /** Any other failure: 'Tentar novamente' follows. */
  loadFailed: string;
  retry: string;
}

export interface DetailFrameProps<Record> {
  /** The way back to the list, above every state. */
  back: ReactNode;
  /** The record's SWR answer. */
  query: { data?: Record; error?: unknown; mutate: () => unknown };
  messages: DetailFrameMessages;
  /** The error card's title, when the loaded screen's first card has one. */
  title?: string;
  /**
   * The record as the audit log names it: the loaded record gets a second tab, "Histórico", with every change to
   * it (the tab in the address, `?aba=historico`).
   */
  history?: (record: Record) => { model: AuditedModel; id: string };
  children: (record: Record) => ReactNode;
}

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  p {
    margin: 0;
  }
`;

/**
 * A detail screen (a transaction, a transfer, a link, a subscription) around its one record: the way back, then
 * the record, or what a person waits for, or why it is not there (with 'Tentar novamente' unless it does not
 * exist), so every detail screen loads and fails alike.
 */
export function DetailFrame<Record>({ back, query, messages, title, history, children }: DetailFrameProps<Record>) {
  const m = useMessages('details', detailMessages).tabs;
  const [tab, setTab] = useUrlParam('aba');
  const status = (query.error as { status?: number } | undefined)?.status;
  const body = () => {
    if (query.data && history) {
      const record = history(query.data);
      return (
        <Tabs
          label={m.label}
          value={tab === 'historico' ? 'historico' : 'detalhes'}
          onValueChange={(value) => setTab(value === 'historico' ? value : null)}
          items={[
            { value: 'detalhes', label: m.details, content: <MoneyStack>{children(query.data)}</MoneyStack> },
            {
              value: 'historico',
              label: m.history,
              content: (
                <Suspense fallback={<p role="status">{m.loading}</p>}>
                  <RecordHistory model={record.model} id={record.id} />
                </Suspense>
              ),
            },
          ]}
        />
      );
    }
    if (query.data) return children(query.data);
    if (query.error) {
      return (
        <Card title={title}>
          <p role="alert">{status === 404 ? messages.notFound : messages.loadFailed}</p>
          {status !== 404 && (
            <Button variant="secondary" onClick={() => void query.mutate()}>
              {messages.retry}
            </Button>
          )}
        </Card>
      );
    }
    return (
      <Card>
        <Waiting>
          <Spinner decorative />
          <p role="status">{messages.loading}</p>
        </Waiting>
      </Card>
    );
  };
  return (
    <MoneyStack aria-busy={!query.data && !query.error}>
      {back}
      {body()}
    </MoneyStack>
  );
}
