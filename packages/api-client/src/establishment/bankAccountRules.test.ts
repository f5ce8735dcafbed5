import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkedBanks, expectedAccountDigit, settlementAccountProblems } from './bankAccountRules';

// Accounts whose digits their banks' published rules give (agency, its digit, account, its digit).
const known: Record<string, Array<[string, string, string, string]>> = {
  '001': [
    ['1948', '8', '2691', '3'],
    ['7542', '6', '7851861', 'X'],
    ['9336', 'X', '4167348', '4'],
  ],
  '033': [
    ['4278', '', '48716357', '0'],
    ['0455', '', '37519424', '7'],
    ['0834', '', '184434', '3'],
  ],
  '104': [
    ['1234', '', '00112345678', '2'],
    ['0001', '', '00000000020', '0'],
  ],
  '237': [
    ['7346', '6', '8827164', '5'],
    ['9336', 'P', '7395933', '0'],
    ['9794', '2', '5917469', 'P'],
  ],
  '341': [
    ['4440', '', '90092', '8'],
    ['8665', '', '77240', '9'],
    ['9891', '', '14956', '0'],
  ],
};

describe('settlement account check digits', () => {
  it.each(Object.entries(known))('bank %s: accepts the accounts its rule gives', (bankCode, accounts) => {
    for (const [agency, agencyDigit, account, accountDigit] of accounts) {
      expect(expectedAccountDigit(bankCode, agency, account)).toBe(accountDigit);
      expect(settlementAccountProblems({ bankCode, agency, agencyDigit, account, accountDigit })).toEqual([]);
    }
  });

  it('refuses a wrong account digit, and a wrong agency digit where the bank prints one', () => {
    expect(
      settlementAccountProblems({
        bankCode: '001',
        agency: '1948',
        agencyDigit: '8',
        account: '2691',
        accountDigit: '4',
      }),
    ).toEqual(['accountCheck']);
    expect(
      settlementAccountProblems({
        bankCode: '237',
        agency: '7346',
        agencyDigit: '1',
        account: '8827164',
        accountDigit: '5',
      }),
    ).toEqual(['agencyDigit']);
    expect(settlementAccountProblems({ bankCode: '341', agency: '4440', account: '90092', accountDigit: '?' })).toEqual(
      ['accountDigit'],
    );
  });

  it('checks only the format of a bank whose rule is not public', () => {
    expect(expectedAccountDigit('260', '0001', '1234567')).toBeNull();
    expect(
      settlementAccountProblems({ bankCode: '260', agency: '0001', account: '1234567', accountDigit: '9' }),
    ).toEqual([]);
    expect(settlementAccountProblems({ bankCode: '260', agency: '1', account: '0000', accountDigit: '' })).toEqual([
      'agency',
      'account',
      'accountDigit',
    ]);
  });

  it('refuses an account longer than its bank takes', () => {
    expect(
      settlementAccountProblems({ bankCode: '341', agency: '4440', account: '190092', accountDigit: '8' }),
    ).toEqual(['account']);
  });
});

describe('settlement account check digits, for any account', () => {
  const lengths: Record<string, number> = { '001': 8, '033': 8, '104': 11, '237': 7, '341': 5 };
  const anyAccount = fc.constantFrom(...checkedBanks).chain((bankCode) =>
    fc.record({
      bankCode: fc.constant(bankCode),
      agency: fc.stringMatching(/^\d{4}$/),
      account: fc.stringMatching(new RegExp(`^\\d{${lengths[bankCode] ?? 5}}$`)).filter((a) => !/^0+$/.test(a)),
    }),
  );

  it('accepts the digit its rule gives and no other', () => {
    fc.assert(
      fc.property(anyAccount, fc.constantFrom(...'0123456789XP'), ({ bankCode, agency, account }, other) => {
        const accountDigit = expectedAccountDigit(bankCode, agency, account) ?? '';
        expect(settlementAccountProblems({ bankCode, agency, account, accountDigit })).toEqual([]);
        if (other !== accountDigit)
          expect(settlementAccountProblems({ bankCode, agency, account, accountDigit: other })).toEqual([
            'accountCheck',
          ]);
      }),
    );
  });

  it('catches any one mistyped digit of the account (except at Caixa, whose 0 stands for two remainders)', () => {
    fc.assert(
      fc.property(
        anyAccount.filter(({ bankCode }) => bankCode !== '104'),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        ({ bankCode, agency, account }, at, shift) => {
          const index = at % account.length;
          const typo = `${account.slice(0, index)}${(Number(account[index]) + shift) % 10}${account.slice(index + 1)}`;
          expect(expectedAccountDigit(bankCode, agency, typo)).not.toBe(
            expectedAccountDigit(bankCode, agency, account),
          );
        },
      ),
    );
  });
});
