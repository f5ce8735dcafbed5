import { describe, expect, it } from 'vitest';
import { allChosen, documentsToSend, requiredSlots } from './requiredDocuments';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

describe('required company documents (spec 5)', () => {
  it('asks a CNPJ company for five documents and a person for two', () => {
    expect(requiredSlots('cnpj', 'standard')).toEqual([
      'CNPJ_CARD',
      'SOCIAL_CONTRACT',
      'BILLING_DECLARATION',
      'PROOF_OF_ADDRESS',
      'PROOF_OF_ACCOUNT',
    ]);
    expect(requiredSlots('cpf', 'standard')).toEqual(['PROOF_OF_ADDRESS', 'PROOF_OF_ACCOUNT']);
    expect(requiredSlots('cpf', 'cnpjCardOnly')).toEqual(['PROOF_OF_ADDRESS', 'PROOF_OF_ACCOUNT']);
  });

  it('asks only the CNPJ card in the special mode, and sends it under four types', () => {
    expect(requiredSlots('cnpj', 'cnpjCardOnly')).toEqual(['CNPJ_CARD']);
    const card = file('cartao.pdf');
    expect(documentsToSend('cnpj', 'cnpjCardOnly', { CNPJ_CARD: card }).map((d) => [d.type, d.file])).toEqual([
      ['CNPJ_CARD', card],
      ['SOCIAL_CONTRACT', card],
      ['PROOF_OF_ADDRESS', card],
      ['PROOF_OF_ACCOUNT', card],
    ]);
  });

  it('enables Finalizar only when every required slot has a file', () => {
    const slots = requiredSlots('cpf', 'standard');
    expect(allChosen(slots, {})).toBe(false);
    expect(allChosen(slots, { PROOF_OF_ADDRESS: file('a.pdf'), PROOF_OF_ACCOUNT: null })).toBe(false);
    expect(allChosen(slots, { PROOF_OF_ADDRESS: file('a.pdf'), PROOF_OF_ACCOUNT: file('b.png') })).toBe(true);
  });

  it("sends a person's proof of address as proof of residence", () => {
    const files = { PROOF_OF_ADDRESS: file('conta-de-luz.pdf'), PROOF_OF_ACCOUNT: file('extrato.pdf') };
    expect(documentsToSend('cpf', 'standard', files).map((d) => [d.type, d.fileName])).toEqual([
      ['PROOF_OF_RESIDENCE', 'conta-de-luz.pdf'],
      ['PROOF_OF_ACCOUNT', 'extrato.pdf'],
    ]);
  });
});
