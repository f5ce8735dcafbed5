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
