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
