// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandboxDb, SANDBOX_STORAGE_KEY } from './db';
import { memoryStorage } from './testClient.fixtures';

const session = (token: string) => ({ token, email: 'cliente@painel.dev', expiresAt: 0 }) as never;

describe('the sandbox db over one storage (two browser tabs)', () => {
  it('each tab answers with what the other wrote, and neither loses the other’s change', () => {
    const storage = memoryStorage();
    const first = createSandboxDb(storage);
    const second = createSandboxDb(storage);

    second.update((state) => void (state.sessions['from-second'] = session('from-second')));
    expect(Object.keys(first.read().sessions)).toEqual(['from-second']);

    first.update((state) => void (state.sessions['from-first'] = session('from-first')));
    expect(Object.keys(second.read().sessions).sort()).toEqual(['from-first', 'from-second']);
  });

  it('keeps its own state when the stored copy is gone, and starts from the seeds when it is corrupt', () => {
    const storage = memoryStorage();
    const db = createSandboxDb(storage);
    db.update((state) => void (state.sessions.kept = session('kept')));
    storage.removeItem(SANDBOX_STORAGE_KEY);
    expect(Object.keys(db.read().sessions)).toEqual(['kept']);
    storage.setItem(SANDBOX_STORAGE_KEY, '{not json');
    expect(db.read().sessions).toEqual({});
  });
});
