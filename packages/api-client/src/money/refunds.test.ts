import { describe, expect, it } from 'vitest';
import { refundBlockMessages, refundCheck, type RefundCheckInput } from './refunds';

const paid: RefundCheckInput = {
  status: 'paid',
  method: 'credit',
  capturedDate: '2026-01-31',
  today: '2026-02-10',
  amount: 10_000,
  available: 10_000,
  disputeOpen: false,
};

describe('the merchant contract refund rule (spec 9)', () => {
  it('allows the full amount within 30 calendar days, the 30th included, and refuses the 31st', () => {
    expect(refundCheck(paid)).toEqual({ allowed: true, lastDay: '2026-03-02' });
    expect(refundCheck({ ...paid, today: '2026-03-02' }).allowed).toBe(true);
    expect(refundCheck({ ...paid, today: '2026-03-03' })).toEqual({
      allowed: false,
      reason: 'window',
      lastDay: '2026-03-02',
    });
  });

  it('refunds card and Pix, never boleto', () => {
    expect(refundCheck({ ...paid, method: 'pix' }).allowed).toBe(true);
    expect(refundCheck({ ...paid, method: 'debit' }).allowed).toBe(true);
    expect(refundCheck({ ...paid, method: 'boleto' })).toMatchObject({ allowed: false, reason: 'method' });
  });

  it('needs a valid card: an expired or cancelled one refuses the card refund', () => {
    expect(refundCheck({ ...paid, cardStatus: 'valid' }).allowed).toBe(true);
    expect(refundCheck({ ...paid, cardStatus: 'expired' })).toMatchObject({ allowed: false, reason: 'card' });
    expect(refundCheck({ ...paid, cardStatus: 'canceled' })).toMatchObject({ allowed: false, reason: 'card' });
  });

  it('needs the whole amount in the available balance', () => {
    expect(refundCheck({ ...paid, available: 9_999 })).toMatchObject({ allowed: false, reason: 'balance' });
  });

  it('is refused while a chargeback or MED is open, while one is processing, and once refunded', () => {
    expect(refundCheck({ ...paid, disputeOpen: true })).toMatchObject({ reason: 'dispute' });
    expect(refundCheck({ ...paid, status: 'chargeback' })).toMatchObject({ reason: 'dispute' });
    expect(refundCheck({ ...paid, status: 'pending_refund' })).toMatchObject({ reason: 'pending' });
    expect(refundCheck({ ...paid, status: 'refunded' })).toMatchObject({ reason: 'refunded' });
    expect(refundCheck({ ...paid, status: 'refused', capturedDate: null })).toEqual({
      allowed: false,
      reason: 'status',
      lastDay: null,
    });
  });

  it('says every refusal in Portuguese', () => {
    expect(refundBlockMessages.window).toBe(
      'O prazo de estorno terminou: ele é de 30 dias corridos a partir da captura.',
    );
    expect(Object.values(refundBlockMessages).every((text) => text.endsWith('.'))).toBe(true);
  });
});
