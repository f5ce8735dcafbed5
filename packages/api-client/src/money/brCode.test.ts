import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BrCodeError, buildBrCode, crc16CcittFalse, parseBrCode } from './brCode';

const KEY = '123e4567-e12b-12d1-a456-426655440000';

describe('crc16CcittFalse', () => {
  it('gives the standard check value', () => expect(crc16CcittFalse('123456789')).toBe('29B1'));
  it('reproduces the published Pix vector', () => {
    const payload =
      '00020126330014BR.GOV.BCB.PIX011197212482404520400005303986540530.005802BR5918Victor Julio Rocha6006RECIFE62110507VIPSURF6304';
    expect(crc16CcittFalse(payload)).toBe('25A1');
  });
});

describe('buildBrCode', () => {
  it("matches the BR Code manual's static example byte for byte", () => {
    expect(buildBrCode({ key: KEY, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });
  it('writes the amount from centavos with two decimals and folds accents', () => {
    const code = buildBrCode({
      key: KEY,
      merchantName: 'Padaria Açaí & Cia Ltda',
      merchantCity: 'São Paulo',
      amount: 12_345,
      txid: 'PEDIDO123',
    });
    expect(code).toContain('5406123.45');
    expect(code).toContain('5923Padaria Acai & Cia Ltda6009Sao Paulo');
    expect(parseBrCode(code)).toMatchObject({ amount: 12_345, txid: 'PEDIDO123', key: KEY });
  });
  it('refuses a name over 25 or a city over 15 characters instead of cutting them', () => {
    expect(() =>
      buildBrCode({ key: KEY, merchantName: 'Padaria Açaí & Cia Ltda Muito Longa', merchantCity: 'São Paulo' }),
    ).toThrow(new BrCodeError('nameTooLong'));
    expect(() => buildBrCode({ key: KEY, merchantName: 'Loja', merchantCity: 'Vila Bela da Santíssima' })).toThrow(
      'A cidade do recebedor passa de 15 caracteres.',
    );
  });
  it('marks a dynamic code (location URL) as single use', () => {
    const code = buildBrCode({ url: 'pix.example.com/qr/v2/1234', merchantName: 'Loja', merchantCity: 'Recife' });
    expect(code.startsWith('000201010212')).toBe(true);
    expect(parseBrCode(code)?.url).toBe('pix.example.com/qr/v2/1234');
  });
  it('rejects a code whose CRC or content was altered', () => {
    const code = buildBrCode({ key: KEY, merchantName: 'Loja', merchantCity: 'Recife', amount: 1000 });
    expect(parseBrCode(code)).not.toBeNull();
    expect(parseBrCode(`${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`)).toBeNull();
    expect(parseBrCode(code.replace('10.00', '99.00'))).toBeNull();
  });
  property.prop([fc.integer({ min: 1, max: 99_999_999 }), fc.stringMatching(/^[A-Za-z0-9]{1,25}$/)])(
    'round-trips any amount and txid',
    (amount, txid) => {
      const parsed = parseBrCode(buildBrCode({ key: KEY, merchantName: 'Loja', merchantCity: 'Recife', amount, txid }));
      expect(parsed?.amount).toBe(amount);
      expect(parsed?.txid).toBe(txid);
    },
  );
});

describe('the BR Code limits', () => {
  const key = `${'a'.repeat(63)}@exemplo.com`;
  it('refuses a key and description that would make the account template pass 99 characters', () => {
    expect(key).toHaveLength(75);
    const input = { key, merchantName: 'Loja', merchantCity: 'SAO PAULO', description: 'd'.repeat(46) };
    expect(() => buildBrCode(input)).toThrow(BrCodeError);
    // 18 for the GUI and 79 for the key: no room is left for a description, but the key alone fits.
    expect(() => buildBrCode({ key, merchantName: 'Loja', merchantCity: 'SAO PAULO' })).not.toThrow();
    expect(() => buildBrCode({ ...input, key: 'ana@exemplo.com', description: 'd'.repeat(46) })).not.toThrow();
    expect(() => buildBrCode({ key, merchantName: 'Loja', merchantCity: 'SP', amount: 10_000_000_000_000 })).toThrow(
      BrCodeError,
    );
  });

  property.prop([
    fc.string({ minLength: 1, maxLength: 77 }).map((text) => text.replace(/[^\x21-\x7e]/g, 'x')),
    fc.option(fc.string({ maxLength: 72 }), { nil: undefined }),
    fc.option(fc.integer({ min: 1, max: 2 ** 45 }), { nil: undefined }),
  ])('either refuses the input by name or builds a code its own parser reads back', (pixKey, description, amount) => {
    const input = {
      key: pixKey,
      merchantName: 'Loja Exemplo',
      merchantCity: 'SAO PAULO',
      ...(description !== undefined ? { description } : {}),
      ...(amount !== undefined ? { amount } : {}),
    };
    let code: string | null = null;
    try {
      code = buildBrCode(input);
    } catch (error) {
      expect(error).toBeInstanceOf(BrCodeError);
      return;
    }
    expect(parseBrCode(code)).not.toBeNull();
  });
});
