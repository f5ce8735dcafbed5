// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalStorage } from '../storage/portalStorage';
import { createSessionStore, LAST_ACTIVITY_KEY, SESSION_END_KEY, STORED_USER_KEY } from './sessionStore';
import { toStoredUser } from './toStoredUser';

const login = {
  token: 'tok',
  requires_authentication: true,
  isTheSupport: false,
  ismaster_accepted_platform_terms: false,
  user: {
    name: 'Marcos Master',
    email: 'master@painel.dev',
    role: 'client',
    avatar: null,
    iduser: 5,
    company: {
      companyName: 'Loja',
      document: '45.723.174/0001-10',
      typeDocument: 'CNPJ',
      class: 'EC',
      companyId: 2,
      socialReason: 'Loja Ltda.',
      documentNumber: '45723174000110',
    },
    address: { street: 'Av. Paulista, 1000', city: 'São Paulo', state: 'SP', zipCode: '01310100' },
    ability: [{ action: 'view_dashboard', subject: 'ACL' }],
    verify_documents: 1,
    two_factor_authentication: '0',
    ismaster: 1,
    birth_date: '1990-05-17',
    mobile: '(11) 98765-4321',
    refreshToken: 'refresh',
    somethingElse: 'not stored',
  },
};

describe('toStoredUser', () => {
  it('keeps exactly the fields of spec 3', () => {
    const user = toStoredUser(login);
    expect(Object.keys(user).sort()).toEqual(
      [
        'name',
        'email',
        'role',
        'avatar',
        'iduser',
        'company',
        'address',
        'accessToken',
        'refreshToken',
        'ability',
        'verify_documents',
        'two_factor_authentication',
        'requires2faAuth',
        'isTheSupport',
        'ismaster',
        'ismaster_accepted_platform_terms',
        'birth_date',
        'mobile',
      ].sort(),
    );
    expect(Object.keys(user.company).sort()).toEqual(
      ['companyName', 'document', 'typeDocument', 'class', 'companyId', 'socialReason', 'documentNumber'].sort(),
    );
    expect(Object.keys(user.address).sort()).toEqual(['street', 'city', 'state', 'zipCode'].sort());
  });

  it('maps the login answer: token, 2FA requirement, flags as 0/1, document type in lower case', () => {
    expect(toStoredUser(login)).toMatchObject({
      accessToken: 'tok',
      requires2faAuth: true,
      two_factor_authentication: 0,
      verify_documents: 1,
      ismaster: 1,
      ismaster_accepted_platform_terms: false,
      company: { typeDocument: 'cnpj', companyId: 2 },
    });
  });
});

const browserStorage = () => createPortalStorage(localStorage);

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('stores, reads back, changes through its commands and forgets the stored user', () => {
    const store = createSessionStore(browserStorage());
    expect(store.read().user).toBeNull();
    store.signIn(toStoredUser(login));
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? '{}')).toMatchObject({ email: 'master@painel.dev' });
    store.signIn({ ...toStoredUser(login), requires2faAuth: false, two_factor_authentication: 1 });
    store.markVerified();
    store.acceptPlatformTerms();
    store.updateProfile({
      name: 'Marcos',
      email: 'marcos@painel.dev',
      birth_date: '1991-01-01',
      mobile: '(11) 91234-5678',
    });
    expect(createSessionStore(browserStorage()).read().user).toMatchObject({
      requires2faAuth: false,
      two_factor_authentication: 1,
      verify_documents: 1,
      ismaster_accepted_platform_terms: true,
      name: 'Marcos',
      email: 'marcos@painel.dev',
      birth_date: '1991-01-01',
      mobile: '(11) 91234-5678',
    });
    store.signOut();
    expect(store.read().user).toBeNull();
    // A command on nobody changes nothing.
    store.markVerified();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('signs nobody in from a malformed stored value', () => {
    localStorage.setItem(STORED_USER_KEY, '{"name":"x"}');
    expect(createSessionStore(browserStorage()).read().user).toBeNull();
    const valid = toStoredUser(login);
    for (const broken of [
      { ...valid, accessToken: '' },
      { ...valid, ability: [{ action: 'read' }] },
      { ...valid, ismaster: true },
      { ...valid, company: { ...valid.company, typeDocument: 'CNPJ' } },
      { ...valid, address: null },
    ]) {
      localStorage.setItem(STORED_USER_KEY, JSON.stringify(broken));
      expect(createSessionStore(browserStorage()).read().user).toBeNull();
    }
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(valid));
    expect(createSessionStore(browserStorage()).read().user).toEqual(valid);
    localStorage.setItem(STORED_USER_KEY, '{not json');
    expect(createSessionStore(browserStorage()).read().user).toBeNull();
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const store = createSessionStore(browserStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.signIn(toStoredUser(login));
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ user: expect.objectContaining({ email: 'master@painel.dev' }) as unknown }),
    );
    // Another tab logs out: the storage event arrives here.
    localStorage.removeItem(STORED_USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: STORED_USER_KEY, newValue: null }));
    expect(listener).toHaveBeenLastCalledWith({ user: null, sentToPlatformTerms: false, endReason: null });
    unsubscribe();
    store.signIn(toStoredUser(login));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('sends a master user to /termos once per session (spec 4.3), again after signing in anew', () => {
    const store = createSessionStore(browserStorage());
    store.signIn(toStoredUser(login));
    expect(store.read().sentToPlatformTerms).toBe(false);
    store.markSentToPlatformTerms();
    expect(store.read().sentToPlatformTerms).toBe(true);
    // The snapshot is the same object until something changes, as React's external stores need.
    expect(store.read()).toBe(store.read());
    store.signOut();
    expect(store.read().sentToPlatformTerms).toBe(false);
    store.signIn(toStoredUser(login));
    store.markSentToPlatformTerms();
    store.signIn(toStoredUser(login));
    expect(store.read().sentToPlatformTerms).toBe(false);
  });

  it('remembers an idle sign-out for every tab until the next sign-in, which also restarts the idle time', () => {
    const store = createSessionStore(browserStorage());
    const otherTab = createSessionStore(browserStorage());
    const heard = vi.fn();
    otherTab.subscribe(heard);
    store.signIn(toStoredUser(login));
    localStorage.setItem(LAST_ACTIVITY_KEY, '123');
    store.signOut('idle');
    expect(store.read()).toMatchObject({ user: null, endReason: 'idle' });
    // The other tab hears the reason before the user's removal.
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_END_KEY, newValue: 'idle' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORED_USER_KEY, newValue: null }));
    expect(heard).toHaveBeenLastCalledWith({ user: null, sentToPlatformTerms: false, endReason: 'idle' });
    store.signIn(toStoredUser(login));
    expect(store.read().endReason).toBeNull();
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
    // A sign-out the user asked for gives no reason.
    store.signOut();
    expect(store.read().endReason).toBeNull();
  });

  it('keeps the session in the storage the host chose', () => {
    const chosen = new Map<string, string>();
    const storage = createPortalStorage({
      getItem: (key: string) => chosen.get(key) ?? null,
      setItem: (key: string, value: string) => void chosen.set(key, value),
      removeItem: (key: string) => void chosen.delete(key),
    } as Storage);
    createSessionStore(storage).signIn(toStoredUser(login));
    expect(chosen.has(STORED_USER_KEY)).toBe(true);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });
});
