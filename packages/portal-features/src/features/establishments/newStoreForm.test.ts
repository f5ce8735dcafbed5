import { describe, expect, it } from 'vitest';
import { establishmentsMessages } from './messages';
import {
  emptyNewStore,
  establishmentEditOf,
  newEstablishmentOf,
  newStoreFieldOf,
  newStoreSchema,
  type NewStoreValues,
} from './newStoreForm';

const p = establishmentsMessages.create.problems;
const schema = newStoreSchema(p);
const ALPHANUMERIC = '12.ABC.345/01DE-35';

const filled: NewStoreValues = {
  ...emptyNewStore,
  document: ALPHANUMERIC,
  tradeName: '  Empório Aurora ',
  mcc: '5411',
  whiteLabelId: '3',
  address: {
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  contact: { name: 'Marina Costa', email: 'marina@emporio.com.br', phone: '(11) 98888-7777' },
  bank: {
    bankCode: '341',
    accountType: 'checking',
    agency: '4440',
    agencyDigit: '',
    account: '90092',
    accountDigit: '8',
  },
  channels: ['pos', 'pix'],
};

const problemsOf = (values: NewStoreValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the new store wizard’s rules', () => {
  it('accepts a whole store with an alphanumeric CNPJ and an Itaú account whose digit is right', () => {
    expect(problemsOf(filled)).toEqual({});
  });

  it('says each problem on its field, with the API’s words', () => {
    expect(
      problemsOf({
        ...filled,
        document: '123.456.789-00',
        tradeName: 'A',
        mcc: '',
        address: { ...filled.address, cep: '0131', street: ' ', state: 'XX' },
        contact: { name: 'Al', email: 'marina@', phone: '(11) 9888' },
        channels: [],
      }),
    ).toEqual({
      document: p.document,
      tradeName: p.tradeName,
      mcc: p.mcc,
      'address.cep': p.cep,
      'address.street': p.address,
      'address.state': p.state,
      'contact.name': p.contactName,
      'contact.email': p.email,
      'contact.phone': p.phone,
      channels: p.channels,
    });
  });

  it('checks the account by its bank’s rule, the mismatch said on the digit', () => {
    expect(problemsOf({ ...filled, bank: { ...filled.bank, accountDigit: '7' } })).toEqual({
      'bank.accountDigit': p.accountCheck,
    });
    expect(problemsOf({ ...filled, bank: { ...filled.bank, bankCode: '' } })).toEqual({ 'bank.bankCode': p.bankCode });
    expect(problemsOf({ ...filled, bank: { ...filled.bank, agency: '44' } })).toEqual({ 'bank.agency': p.agency });
    // A bank whose rule is not public: the format only.
    expect(problemsOf({ ...filled, bank: { ...filled.bank, bankCode: '260', accountDigit: '7' } })).toEqual({});
  });

  it('asks a white label for neither an account nor channels', () => {
    expect(problemsOf({ ...filled, kind: 'whiteLabel', bank: emptyNewStore.bank, channels: [] })).toEqual({});
  });
});

describe('what the wizard sends', () => {
  it('is the API’s body: the document’s characters, trimmed names, the store as the account’s holder', () => {
    expect(newEstablishmentOf(filled, 'key-12345678')).toEqual({
      idempotencyKey: 'key-12345678',
      kind: 'store',
      document: '12ABC34501DE35',
      tradeName: 'Empório Aurora',
      mcc: '5411',
      whiteLabelId: 3,
      address: filled.address,
      contact: filled.contact,
      settlementAccount: { ...filled.bank, holderDocument: '12ABC34501DE35' },
      channels: ['pos', 'pix'],
    });
  });

  it('sends a white label without an account, channels or a white label of its own', () => {
    expect(newEstablishmentOf({ ...filled, kind: 'whiteLabel' }, 'key-12345678')).toMatchObject({
      kind: 'whiteLabel',
      whiteLabelId: null,
      settlementAccount: null,
      channels: [],
    });
  });

  it('puts the API’s field names on the wizard’s fields', () => {
    expect(newStoreFieldOf('settlementAccount.accountCheck')).toBe('bank.accountDigit');
    expect(newStoreFieldOf('settlementAccount.agency')).toBe('bank.agency');
    expect(newStoreFieldOf('settlementAccount.holderDocument')).toBe('document');
    expect(newStoreFieldOf('address.cep')).toBe('address.cep');
  });
});

describe('an edit of a store', () => {
  const editSchema = newStoreSchema(p, 'edit');
  const editProblems = (values: NewStoreValues) => {
    const result = editSchema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };
  const kept: NewStoreValues = { ...filled, document: '***.456.789-**', bank: emptyNewStore.bank };

  it('keeps the store’s document and account unless a new account is asked for', () => {
    expect(editProblems(kept)).toEqual({});
    expect(establishmentEditOf(kept)).toMatchObject({ settlementAccount: null, reason: '' });
  });

  it('checks a new account and asks its reason', () => {
    expect(editProblems({ ...kept, changeAccount: true })).toEqual({ 'bank.bankCode': p.bankCode, reason: p.reason });
    const asked = {
      ...kept,
      changeAccount: true,
      bank: filled.bank,
      reason: ' Troca de banco. ',
      holderDocument: '529.982.247-25',
    };
    expect(editProblems(asked)).toEqual({});
    expect(establishmentEditOf(asked)).toMatchObject({
      reason: 'Troca de banco.',
      settlementAccount: { bankCode: '341', accountDigit: '8', holderDocument: '52998224725' },
    });
  });
});
