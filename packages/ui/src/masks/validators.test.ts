import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj } from './validators';

describe('CPF and CNPJ check digits', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09'])('accepts the valid CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(['529.982.247-24', '111.111.111-11', '000.000.000-00', '123.456.789-00', '1234567890', ''])(
    'rejects the CPF %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it.each(['11.222.333/0001-81', '11222333000181', '45.723.174/0001-10'])('accepts the valid CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each(['11.222.333/0001-82', '00.000.000/0000-00', '11.111.111/1111-11', '1122233300018'])(
    'rejects the CNPJ %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(false);
    },
  );

  it('picks the rule by length for a combined field', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('529.982.247-2')).toBe(false);
  });
});

/** The check digits computed here, independently: each character's code − 48, weights 2…9 from the right, mod 11. */
function cnpjCheckDigits(base: string): string {
  const digit = (text: string) => {
    let sum = 0;
    for (let i = 0; i < text.length; i += 1) sum += (text.charCodeAt(text.length - 1 - i) - 48) * (2 + (i % 8));
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(base);
  return `${first}${digit(`${base}${first}`)}`;
}

describe('the alphanumeric CNPJ (IN RFB 2.229/2024, from July 2026)', () => {
  it('accepts the Receita Federal example in any case and form, and refuses a wrong check digit', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    for (const text of ['12.ABC.345/01DE-35', '12ABC34501DE35', '12.abc.345/01de-35', ' 12 ABC 345 01DE 35 ']) {
      expect(isValidCnpj(text)).toBe(true);
      expect(isValidCpfOrCnpj(text)).toBe(true);
    }
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01D')).toBe(false);
  });

  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const base = fc
    .array(fc.constantFrom(...alphabet), { minLength: 12, maxLength: 12 })
    .map((characters) => characters.join(''))
    .filter((text) => !/^(\d)\1{11}$/.test(text));

  test.prop([base])('any 12 characters of [0-9A-Z] with their computed digits validate', (text) => {
    const cnpj = `${text}${cnpjCheckDigits(text)}`;
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
  });

  test.prop([base, fc.integer({ min: 0, max: 99 })])('any other two last digits do not', (text, other) => {
    const digits = cnpjCheckDigits(text);
    fc.pre(String(other).padStart(2, '0') !== digits);
    expect(isValidCnpj(`${text}${String(other).padStart(2, '0')}`)).toBe(false);
  });
});
