import { describe, expect, it } from 'vitest';
import { documentCharactersOf, isValidCnpj, isValidCpfOrCnpj, maskDocument } from './documents';
import { isValidDocument } from './payerRules';
import { bankAccountProblems, parsePixKey } from './transferRules';

// The Receita Federal's example of an alphanumeric CNPJ (IN RFB 2.229/2024), and a numeric one.
const ALPHANUMERIC = '12.ABC.345/01DE-35';
const NUMERIC = '11.222.333/0001-81';

describe('documents, with the alphanumeric CNPJ', () => {
  it('keeps digits and upper-case letters only', () => {
    expect(documentCharactersOf(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(documentCharactersOf('529.982.247-25')).toBe('52998224725');
  });

  it('validates numeric and alphanumeric CNPJs and refuses a wrong check digit', () => {
    expect(isValidCnpj(ALPHANUMERIC)).toBe(true);
    expect(isValidCnpj(NUMERIC)).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-53')).toBe(false);
    expect(isValidCnpj('AA.AAA.AAA/AAAA-AA')).toBe(false);
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('5299822472A')).toBe(false);
  });

  it('takes one as a Pix key (typed or read from the key), a payer and a bank-account holder', () => {
    expect(parsePixKey('cnpj', '12.abc.345/01de-35')).toEqual({ ok: true, type: 'cnpj', value: '12ABC34501DE35' });
    expect(parsePixKey('auto', ALPHANUMERIC)).toEqual({ ok: true, type: 'cnpj', value: '12ABC34501DE35' });
    expect(parsePixKey('cnpj', NUMERIC)).toEqual({ ok: true, type: 'cnpj', value: '11222333000181' });
    expect(parsePixKey('cnpj', '12.ABC.345/01DE-36')).toMatchObject({ ok: false });
    expect(isValidDocument(ALPHANUMERIC)).toBe(true);
    const account = {
      bankCode: '341',
      branch: '0001',
      account: '12345',
      accountDigit: '6',
      holderName: 'Empresa Nova Ltda',
    };
    expect(bankAccountProblems({ ...account, holderDocument: ALPHANUMERIC }).holderDocument).toBeUndefined();
    expect(bankAccountProblems({ ...account, holderDocument: '12.ABC.345/01DE-36' }).holderDocument).toBeDefined();
  });
});

describe('a document shown masked', () => {
  it('keeps the middle of a CPF and the root and check digits of a CNPJ, alphanumeric included', () => {
    expect(maskDocument('123.456.789-09')).toBe('***.456.789-**');
    expect(maskDocument('11.222.333/0001-81')).toBe('11.222.***/****-81');
    expect(maskDocument('12.abc.345/01de-35')).toBe('12.ABC.***/****-35');
    expect(maskDocument('123')).toBe('***');
  });
});
