import type { TransferOptions } from '@painel/api-client';
import { pixKeyMessages, transferBlockMessages } from '@painel/api-client/money';
import { masks } from '@painel/ui';
import { describe, expect, it } from 'vitest';
import { draftProblems, emptyDraft, recipientFactsOf, transferBody } from './transferDraft';

const options: TransferOptions = {
  companyId: 2,
  holder: 'cpf',
  available: 100_000,
  pixFee: 0,
  tedFee: 349,
  minimum: 100,
  dailyLimit: 5_000_000,
  usedToday: 0,
  nightLimit: 100_000,
  usedTonight: 90_000,
  tedCutoff: '17:00',
  tedDate: '2026-11-26',
  approvalThreshold: null,
  confirmWith: 'code',
  now: '2026-11-26T10:00:00-03:00',
  recipients: [],
};
const NOON = 12 * 3600;

describe('the new-transfer draft', () => {
  it("names each field's problem with the API's own words", () => {
    expect(draftProblems({ ...emptyDraft, key: 'x', amountText: '' }, options, NOON)).toEqual({
      key: pixKeyMessages.unknown,
      amountText: transferBlockMessages.minimum,
    });
    const ted = { ...emptyDraft, kind: 'ted' as const, amountText: masks.money.format(String(99_700)) };
    expect(Object.keys(draftProblems(ted, options, NOON)).sort()).toEqual(
      ['account', 'accountDigit', 'amountText', 'bankCode', 'branch', 'holderDocument', 'holderName'].sort(),
    );
    expect(draftProblems(ted, options, NOON).amountText).toBe(transferBlockMessages.balance);
  });

  it('applies the night limit to a CPF account after 20:00', () => {
    const draft = { ...emptyDraft, key: 'ana@exemplo.com', amountText: masks.money.format(String(20_000)) };
    expect(draftProblems(draft, options, NOON)).toEqual({});
    expect(draftProblems(draft, options, 21 * 3600)).toEqual({ amountText: transferBlockMessages.night });
  });

  it('sends the key normalised and the amount in centavos', () => {
    const draft = {
      ...emptyDraft,
      key: '(11) 91234-5684',
      amountText: masks.money.format(String(12_345)),
      note: ' aluguel ',
    };
    expect(transferBody(draft, 2)).toEqual({
      companyId: 2,
      kind: 'pix',
      amount: 12_345,
      description: 'aluguel',
      pixKey: { type: 'phone', value: '+5511912345684' },
    });
  });
});

describe('who receives the money, on the review (D16)', () => {
  const accountText = (branch: string, account: string) => `Agência ${branch} · Conta ${account}`;
  it('shows a Pix key holder as the DICT answered: masked document, institution, key', () => {
    const owner = {
      type: 'email' as const,
      key: 'ana@example.com',
      name: 'Ana Lima',
      document: '***.456.789-**',
      bank: 'Nubank',
    };
    expect(recipientFactsOf({ ...emptyDraft, kind: 'pix' }, owner, undefined, accountText)).toEqual({
      name: 'Ana Lima',
      document: '***.456.789-**',
      bank: 'Nubank',
      pixKey: 'ana@example.com',
      account: null,
    });
  });
  it('shows a new TED account with its bank by name and the holder document masked', () => {
    const draft = {
      ...emptyDraft,
      kind: 'ted' as const,
      bankCode: '001',
      branch: '1234',
      account: '56789',
      accountDigit: '0',
      holderName: ' Bruno Costa ',
      holderDocument: '529.982.247-25',
    };
    expect(recipientFactsOf(draft, null, undefined, accountText)).toEqual({
      name: 'Bruno Costa',
      document: '***.982.247-**',
      bank: '001 · Banco do Brasil',
      pixKey: null,
      account: 'Agência 1234 · Conta 56789-0',
    });
  });
});
