import { Button, Card } from '@painel/ui';
import type { ReactNode } from 'react';

export interface QueryStateMessages {
  loading: string;
  loadFailed: string;
  /** A 403: the person may not see this (no retry that cannot work). */
  forbidden: string;
  retry: string;
}

/**
 * A screen that is not a list nor one record's detail (a matrix, a registry, a catalogue): its data once loaded, or
 * what a person waits for, or why it is not there: refused (403) without a retry, any other failure with one.
 */
export function QueryState<Data>({
  query,
  messages,
  children,
}: {
  query: { data?: Data; error?: unknown; mutate: () => unknown };
  messages: QueryStateMessages;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined && !query.error) return children(query.data);
  const refused = (query.error as { status?: number } | undefined)?.status === 403;
  return (
    <Card>
      {!query.error ? (
        <p role="status">{messages.loading}</p>
      ) : (
        <>
          <p role="alert">{refused ? messages.forbidden : messages.loadFailed}</p>
          {!refused && (
            <Button variant="secondary" onClick={() => void query.mutate()}>
              {messages.retry}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

type Query<T> = { data?: T; error?: unknown; mutate: () => unknown };

/** Two reads a screen needs together, as one: data once both answered, the first failure, a retry of both. */
export function bothQueries<A, B, Both>(a: Query<A>, b: Query<B>, join: (a: A, b: B) => Both): Query<Both> {
  return {
    data: a.data !== undefined && b.data !== undefined ? join(a.data, b.data) : undefined,
    error: a.error ?? b.error,
    mutate: () => Promise.all([a.mutate(), b.mutate()]),
  };
}
