import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, STORED_USER_KEY } from './sessionStore';
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

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('writes, reads back, updates and clears the stored user', () => {
    const store = createSessionStore(localStorage);
    expect(store.read()).toBeNull();
    store.write(toStoredUser(login));
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? '{}')).toMatchObject({ email: 'master@painel.dev' });
    store.update({ requires2faAuth: false, two_factor_authentication: 1 });
    expect(createSessionStore(localStorage).read()).toMatchObject({
      requires2faAuth: false,
      two_factor_authentication: 1,
    });
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('signs nobody in from a malformed stored value', () => {
    localStorage.setItem(STORED_USER_KEY, '{"name":"x"}');
    expect(createSessionStore(localStorage).read()).toBeNull();
    const valid = toStoredUser(login);
    for (const broken of [
      { ...valid, accessToken: '' },
      { ...valid, ability: [{ action: 'read' }] },
      { ...valid, ismaster: true },
      { ...valid, company: { ...valid.company, typeDocument: 'CNPJ' } },
      { ...valid, address: null },
    ]) {
      localStorage.setItem(STORED_USER_KEY, JSON.stringify(broken));
      expect(createSessionStore(localStorage).read()).toBeNull();
    }
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(valid));
    expect(createSessionStore(localStorage).read()).toEqual(valid);
    localStorage.setItem(STORED_USER_KEY, '{not json');
    expect(createSessionStore(localStorage).read()).toBeNull();
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const store = createSessionStore(localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write(toStoredUser(login));
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'master@painel.dev' }));
    // Another tab logs out: the storage event arrives here.
    localStorage.removeItem(STORED_USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: STORED_USER_KEY, newValue: null }));
    expect(listener).toHaveBeenLastCalledWith(null);
    unsubscribe();
    store.write(toStoredUser(login));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
