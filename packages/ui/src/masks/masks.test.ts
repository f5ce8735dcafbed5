import { fc, test as property } from '@fast-check/vitest';
import { createMask } from 'imask';
import { describe, expect, it } from 'vitest';
import { maskNames, maskOptions, MONEY_MAX_LENGTH, type MaskName } from './definitions';
import { masks } from './masks';

describe('pattern masks', () => {
  it.each([
    ['cpf', '12345678909', '123.456.789-09'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['rg', '123456789', '12.345.678-9'],
    ['rg', '12345678x', '12.345.678-X'],
    ['cardExpiry', '122030', '12/2030'],
    ['cep', '01310100', '01310-100'],
    ['phone', '1133334444', '(11) 3333-4444'],
    ['phone', '11999998888', '(11) 99999-8888'],
  ] as const)('%s formats %s as %s and unformats it back', (name, digits, formatted) => {
    expect(masks[name].format(digits)).toBe(formatted);
    expect(masks[name].unformat(formatted)).toBe(digits.toUpperCase());
  });

  it('formats partial input as far as it goes', () => {
    expect(masks.cpf.format('1234')).toBe('123.4');
    expect(masks.cnpj.format('112')).toBe('11.2');
    expect(masks.cep.format('013')).toBe('013');
    expect(masks.phone.format('11')).toBe('(11');
  });

  it('takes pasted values that are already formatted, or formatted differently', () => {
    expect(masks.cpf.format('123.456.789-09')).toBe('123.456.789-09');
    expect(masks.cpf.format(' 123 456 789 09 ')).toBe('123.456.789-09');
    expect(masks.cnpj.format('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(masks.phone.format('(11) 99999-8888')).toBe('(11) 99999-8888');
    expect(masks.phone.format('+55 (11) 3333-4444'.slice(4))).toBe('(11) 3333-4444');
  });

  it('drops over-long input and letters', () => {
    expect(masks.cpf.format('123456789091234')).toBe('123.456.789-09');
    expect(masks.cep.format('01310100999')).toBe('01310-100');
    expect(masks.cpf.format('12a3b4')).toBe('123.4');
    expect(masks.phone.format('(11) 3333-44445')).toBe('(11) 33334-4445');
    expect(masks.phone.format('119999988881234')).toBe('(11) 99999-8888');
  });

  it('switches the phone from landline to mobile at the 11th digit', () => {
    expect(masks.phone.format('1133334444')).toBe('(11) 3333-4444');
    expect(masks.phone.format('11333344445')).toBe('(11) 33334-4445');
  });

  it('switches CPF/CNPJ on length', () => {
    expect(masks.cpfCnpj.format('12345678909')).toBe('123.456.789-09');
    expect(masks.cpfCnpj.format('112223330001')).toBe('11.222.333/0001');
    expect(masks.cpfCnpj.format('11222333000181')).toBe('11.222.333/0001-81');
    expect(masks.cpfCnpj.unformat('11.222.333/0001-81')).toBe('11222333000181');
  });

  it('keeps an X only as the RG check character', () => {
    expect(masks.rg.format('X2345678')).toBe('23.456.78');
    expect(masks.rg.format('12345678x')).toBe('12.345.678-X');
  });
});

describe('money mask', () => {
  it.each([
    ['0', 'R$ 0,00'],
    ['1', 'R$ 0,01'],
    ['100', 'R$ 1,00'],
    ['123456789', 'R$ 1.234.567,89'],
    ['000123', 'R$ 1,23'],
  ])('formats %s cents as %s', (cents, formatted) => {
    expect(masks.money.format(cents)).toBe(formatted);
  });

  it('formats numbers of reais', () => {
    expect(masks.money.format(0)).toBe('R$ 0,00');
    expect(masks.money.format(0.01)).toBe('R$ 0,01');
    expect(masks.money.format(1234567.89)).toBe('R$ 1.234.567,89');
  });

  it('unformats to cents as digits only, for the API', () => {
    expect(masks.money.unformat('R$ 0,00')).toBe('0');
    expect(masks.money.unformat('R$ 0,01')).toBe('1');
    expect(masks.money.unformat('R$ 1.234.567,89')).toBe('123456789');
    expect(masks.money.unformat('R$ 1.234')).toBe('123400');
    expect(masks.money.unformat('1.234,5')).toBe('123450');
  });

  it('never goes past 15 characters, dropping the extra digits', () => {
    expect(masks.money.format('999999999')).toBe('R$ 9.999.999,99');
    expect(masks.money.format('999999999')).toHaveLength(MONEY_MAX_LENGTH);
    expect(masks.money.format('1234567890123')).toBe('R$ 1.234.567,89');
  });

  it('matches what the money field shows for the same amount', () => {
    for (const reais of [0, 0.01, 12.3, 1234567.89, 9999999.99]) {
      const field = createMask({ ...maskOptions.money });
      field.resolve(masks.money.format(reais));
      expect(field.value).toBe(masks.money.format(reais));
      expect(masks.money.unformat(field.value)).toBe(String(Math.round(reais * 100)));
    }
  });
});

describe('the CNPJ masks take the alphanumeric CNPJ', () => {
  it('keeps letters in the first 12 positions, upper-cased, and the numeric check digits', () => {
    expect(masks.cnpj.format('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(masks.cnpj.format('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
    expect(masks.cnpj.unformat('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    // The check digits are numbers: letters there are refused.
    expect(masks.cnpj.format('12ABC34501DEXY')).toBe('12.ABC.345/01DE-');
    expect(masks.cpfCnpj.format('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(masks.cpfCnpj.unformat('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    // Numeric ones keep working, and a CPF stays a CPF.
    expect(masks.cpfCnpj.format('12345678909')).toBe('123.456.789-09');
    expect(masks.cnpj.format('11222333000181')).toBe('11.222.333/0001-81');
    expect(masks.cpf.format('123abc456')).toBe('123.456');
  });
});

describe('formatting without the input mask', () => {
  /** What the field's mask makes of a value (the characters its kind takes, typed in). */
  const asTheFieldShows = (name: MaskName, value: string) => {
    const alphanumeric = name === 'cnpj' || name === 'cpfCnpj';
    const field = createMask({ ...maskOptions[name] } as Parameters<typeof createMask>[0]);
    field.resolve(value.replace(alphanumeric ? /[^0-9A-Za-z]/g : /[^0-9Xx]/g, '').toUpperCase());
    return field.value;
  };
  const patterns = maskNames.filter((name) => name !== 'money');
  const typed = fc.string({ unit: fc.constantFrom(...'0123456789aBcXx./-() '), maxLength: 20 });

  property.prop([fc.constantFrom(...patterns), typed])('formats any input as the field’s mask does', (name, value) => {
    expect(masks[name].format(value)).toBe(asTheFieldShows(name, value));
  });
});
