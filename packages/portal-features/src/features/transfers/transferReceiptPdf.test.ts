import type { Transfer } from '@painel/api-client';
import { describe, expect, it } from 'vitest';
import { transfersMessages } from './messages';
import { transferReceiptFilename, transferReceiptPdf } from './transferReceiptPdf';

const read = async (blob: Blob) => new TextDecoder('latin1').decode(await blob.arrayBuffer());

const pix: Transfer = {
  id: 'TR202611260001',
  companyId: 2,
  companyName: 'Loja Exemplo',
  kind: 'pix',
  status: 'completed',
  requestedAt: '2026-11-26T10:15:00-03:00',
  scheduledFor: '2026-11-26',
  movedFrom: null,
  movedReason: null,
  completedOn: '2026-11-26',
  recipient: {
    name: 'Ana Souza',
    document: '***.982.247-**',
    bank: 'Banco Exemplo',
    branch: null,
    account: null,
    accountType: null,
    pixKeyType: 'email',
    pixKey: 'a**@exemplo.com.br',
  },
  amount: 8_765,
  fee: 0,
  debited: 8_765,
  credited: 8_765,
  e2eId: 'E18236120202611261015ABCDEFGHIJK',
  requestedBy: 'Carla Cliente',
  description: '',
  failureReason: null,
  approvedBy: null,
  canApprove: false,
};

describe('the transfer receipt', () => {
  it('names payer, recipient (masked as the API sends it), the figures, the dates and the E2E id', async () => {
    const text = await read(
      transferReceiptPdf({
        transfer: pix,
        issuedAt: '26/11/2026 10:20',
        issuer: 'Painel',
        messages: transfersMessages,
      }),
    );
    for (const expected of [
      '(Comprovante de transfer\u00eancia) Tj',
      '(TR202611260001) Tj',
      '(Conclu\u00edda) Tj',
      '(Loja Exemplo) Tj',
      '(Ana Souza) Tj',
      '(***.982.247-**) Tj',
      '(E-mail: a**@exemplo.com.br) Tj',
      '(E18236120202611261015ABCDEFGHIJK) Tj',
      '(26/11/2026 10:15) Tj',
      '(Emitido em 26/11/2026 10:20) Tj',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/\(R\$\s87,65\) Tj/);
    expect(text).not.toContain('52998224725');
    expect(transferReceiptFilename(pix)).toBe('comprovante_TR202611260001.pdf');
  });

  it('shows a TED’s account and the date it moved from', async () => {
    const ted: Transfer = {
      ...pix,
      kind: 'ted',
      status: 'extended',
      scheduledFor: '2027-02-10',
      movedFrom: '2027-02-05',
      e2eId: null,
      fee: 349,
      debited: 10_349,
      amount: 10_000,
      credited: 10_000,
      recipient: { ...pix.recipient, pixKey: null, pixKeyType: null, branch: '0001', account: '123456-7' },
    };
    const text = await read(
      transferReceiptPdf({
        transfer: ted,
        issuedAt: '05/02/2027 19:31',
        issuer: 'Painel',
        messages: transfersMessages,
      }),
    );
    expect(text).toContain('(10/02/2027) Tj');
    expect(text).toContain('(05/02/2027) Tj');
    expect(text).toContain('(123456-7) Tj');
    expect(text).toContain('(Prorrogada) Tj');
    expect(text).not.toContain('Chave Pix');
  });
});
