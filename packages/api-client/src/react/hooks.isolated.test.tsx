// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../calls/client';
import { ApiClientProvider, useAuditLogs, useSystemFunctions } from './hooks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(client: Partial<ApiClient>, Probe: () => null) {
  const host = document.createElement('div');
  const root = createRoot(host);
  act(() =>
    root.render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiClientProvider client={client as ApiClient}>
          <Probe />
        </ApiClientProvider>
      </SWRConfig>,
    ),
  );
  return () => act(() => root.unmount());
}

describe('read hooks', () => {
  it('runs the session check before the audit fetch', async () => {
    const order: string[] = [];
    const client = {
      checkSession: vi.fn(() => {
        order.push('session');
        return Promise.resolve({});
      }),
      auditLogs: vi.fn(() => {
        order.push('audit');
        return Promise.resolve([]);
      }),
    };
    const seen: unknown[] = [];
    const unmount = render(client, () => {
      seen.push(useAuditLogs().data);
      return null;
    });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([]));
    expect(order).toEqual(['session', 'audit']);
    unmount();
  });

  it('does not fetch while disabled', async () => {
    const client = { systemFunctions: vi.fn(() => Promise.resolve([])) };
    const unmount = render(client, () => {
      useSystemFunctions(false);
      return null;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.systemFunctions).not.toHaveBeenCalled();
    unmount();
  });
});
