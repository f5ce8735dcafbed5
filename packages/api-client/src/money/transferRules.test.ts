import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  bankAccountProblems,
  defaultTransferRules,
  maskPixKey,
  parsePixKey,
  pixKeyMessages,
  tedDate,
  transferAllAmount,
  transferCheck,
  type TransferCheckInput,
} from './transferRules';

const check = (patch: Partial<TransferCheckInput>) =>
  transferCheck({
    amount: 10_000,
    fee: 349,
    available: 100_000,
    usedToday: 0,
    usedTonight: 0,
    second: 12 * 3600,
    rules: defaultTransferRules,
    holder: 'cnpj',
    ...patch,
  });

describe('Pix keys', () => {
  it('checks each type with its own message and normalises the key', () => {
    expect(parsePixKey('cpf', '529.982.247-25')).toEqual({ ok: true, type: 'cpf', value: '52998224725' });
    expect(parsePixKey('cpf', '529.982.247-26')).toEqual({ ok: false, message: pixKeyMessages.cpf });
    expect(parsePixKey('cnpj', '45.723.174/0001-10')).toMatchObject({ ok: true, value: '45723174000110' });
    expect(parsePixKey('cnpj', '45.723.174/0001-11')).toEqual({ ok: false, message: pixKeyMessages.cnpj });
    expect(parsePixKey('email', ' Ana@Exemplo.com.BR ')).toMatchObject({ ok: true, value: 'ana@exemplo.com.br' });
    expect(parsePixKey('email', 'ana@')).toEqual({ ok: false, message: pixKeyMessages.email });
    expect(parsePixKey('phone', '(11) 91234-5684')).toMatchObject({ ok: true, value: '+5511912345684' });
    expect(parsePixKey('phone', '+55 11 91234-5684')).toMatchObject({ ok: true, value: '+5511912345684' });
    expect(parsePixKey('phone', '11 1234-5684')).toEqual({ ok: false, message: pixKeyMessages.phone });
    expect(parsePixKey('random', '123E4567-E89B-12D3-A456-426614174000')).toMatchObject({
      ok: true,
      value: '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(parsePixKey('random', '123e4567-e89b')).toEqual({ ok: false, message: pixKeyMessages.random });
    expect(parsePixKey('cpf', '  ')).toEqual({ ok: false, message: pixKeyMessages.empty });
  });

  it('reads an 11-digit number that is a valid CPF as a CPF, and says so; +55 makes it a phone', () => {
    expect(parsePixKey('auto', '52998224725')).toEqual({
      ok: true,
      type: 'cpf',
      value: '52998224725',
      note: pixKeyMessages.readAsCpf,
    });
    expect(parsePixKey('auto', '+5552998224725')).toMatchObject({ ok: true, type: 'phone', value: '+5552998224725' });
    expect(parsePixKey('auto', '+55 11 91234-5684')).toMatchObject({ ok: true, type: 'phone' });
    expect(parsePixKey('auto', '(11) 91234-5684')).toMatchObject({ ok: true, type: 'phone', value: '+5511912345684' });
    expect(parsePixKey('auto', 'loja@exemplo.com')).toMatchObject({ ok: true, type: 'email' });
    expect(parsePixKey('auto', '45723174000110')).toMatchObject({ ok: true, type: 'cnpj' });
    expect(parsePixKey('auto', 'xyz')).toEqual({ ok: false, message: pixKeyMessages.unknown });
  });

  it('masks a key for receipts', () => {
    expect(maskPixKey('cpf', '52998224725')).toBe('***.982.247-**');
    expect(maskPixKey('phone', '+5511912345684')).toBe('+5511 *****-5684');
    expect(maskPixKey('email', 'ana@exemplo.com')).toBe('an***@exemplo.com');
  });
});

describe('TED dates', () => {
  it('goes today on a business day before 17:00, else on the next business day', () => {
    expect(tedDate({ date: '2026-11-26', second: 16 * 3600 + 3599 })).toEqual({ date: '2026-11-26', moved: false });
    expect(tedDate({ date: '2026-11-26', second: 17 * 3600 })).toEqual({ date: '2026-11-27', moved: true });
    expect(tedDate({ date: '2026-11-28', second: 10 * 3600 })).toEqual({ date: '2026-11-30', moved: true });
  });

  it('after the cut-off on the Friday before Carnaval, goes on Ash Wednesday', () => {
    expect(tedDate({ date: '2026-02-13', second: 19 * 3600 })).toEqual({ date: '2026-02-18', moved: true });
    expect(tedDate({ date: '2027-02-05', second: 18 * 3600 })).toEqual({ date: '2027-02-10', moved: true });
  });
});

describe('the transfer check', () => {
  it('refuses below the minimum, above the balance with the fee, past the daily and (CPF) night limits', () => {
    expect(check({})).toBeNull();
    expect(check({ amount: 99 })).toBe('minimum');
    expect(check({ amount: 99_652 })).toBe('balance');
    expect(check({ amount: 99_651 })).toBeNull();
    expect(check({ usedToday: 4_995_000, available: 10_000_000 })).toBe('daily');
    expect(check({ holder: 'cpf', second: 21 * 3600, usedTonight: 95_000 })).toBe('night');
    expect(check({ holder: 'cpf', second: 5 * 3600, usedTonight: 95_000 })).toBe('night');
    expect(check({ holder: 'cnpj', second: 21 * 3600, usedTonight: 95_000 })).toBeNull();
    expect(check({ holder: 'cpf', second: 7 * 3600, usedTonight: 95_000 })).toBeNull();
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 2_000 })])(
    '"Transferir tudo" takes the fee out first, so it never fails for the balance',
    (available, fee) => {
      const amount = transferAllAmount(available, fee);
      expect(amount + fee).toBeLessThanOrEqual(Math.max(available, fee));
      expect(amount).toBeGreaterThanOrEqual(0);
      if (amount >= defaultTransferRules.minimum && amount <= defaultTransferRules.dailyLimit) {
        expect(check({ amount, fee, available })).toBeNull();
      }
    },
  );
});

describe('bank accounts', () => {
  it('names each problem', () => {
    expect(
      bankAccountProblems({
        bankCode: '341',
        branch: '0001',
        account: '12345',
        accountDigit: '6',
        holderName: 'Ana Souza',
        holderDocument: '529.982.247-25',
      }),
    ).toEqual({});
    expect(
      Object.keys(
        bankAccountProblems({
          bankCode: '999',
          branch: '1',
          account: 'abc',
          accountDigit: '12',
          holderName: 'A',
          holderDocument: '111.111.111-11',
        }),
      ).sort(),
    ).toEqual(['account', 'accountDigit', 'bankCode', 'branch', 'holderDocument', 'holderName']);
  });
});
