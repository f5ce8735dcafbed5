import { describe, expect, it, vi } from 'vitest';
import { clearToasts, createToastStore, defaultToastStore, MAX_TOASTS, notify } from './toastStore';

describe('toast store', () => {
  it('clearToasts takes every toast of the default store off, and tells its subscribers', () => {
    notify({ tone: 'info', title: 'a' });
    notify({ tone: 'danger', title: 'b' });
    const listener = vi.fn();
    const unsubscribe = defaultToastStore.subscribe(listener);
    clearToasts();
    unsubscribe();
    expect(defaultToastStore.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('queues toasts in order with ids and tone-based durations', () => {
    const store = createToastStore();
    const first = store.notify({ tone: 'danger', title: 'Atenção', description: 'Algo deu errado ao efetuar o login' });
    const second = store.notify({ tone: 'success', title: 'Sucesso', description: 'Código reenviado', duration: 1000 });
    expect(store.getSnapshot()).toEqual([
      {
        id: first,
        tone: 'danger',
        title: 'Atenção',
        description: 'Algo deu errado ao efetuar o login',
        duration: 8000,
      },
      { id: second, tone: 'success', title: 'Sucesso', description: 'Código reenviado', duration: 1000 },
    ]);
  });

  it('tells subscribers about every change and stops when unsubscribed', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.notify({ tone: 'info', title: 'a' });
    store.dismiss(id);
    unsubscribe();
    store.notify({ tone: 'info', title: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it(`keeps the newest ${MAX_TOASTS} when many arrive at once`, () => {
    const store = createToastStore();
    for (let i = 1; i <= MAX_TOASTS + 2; i += 1) store.notify({ tone: 'danger', title: `erro ${i}` });
    const titles = store.getSnapshot().map((toast) => toast.title);
    expect(titles).toHaveLength(MAX_TOASTS);
    expect(titles.at(-1)).toBe(`erro ${MAX_TOASTS + 2}`);
    expect(titles[0]).toBe('erro 3');
  });
});
