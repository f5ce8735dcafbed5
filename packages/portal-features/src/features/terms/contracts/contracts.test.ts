import { describe, expect, it } from 'vitest';
import { DEFAULT_CHARGEBACK_FINE_RULE, chargebackFine } from '@painel/api-client/money';
import { defaultPortalOptions } from '../../../core/options';
import { CHARGEBACK_FINE_SENTENCE, merchantContract, merchantContractFor } from './merchantContract';
import { platformTerms, platformTermsPreamble } from './platformTerms';

const text = (contract: { sections: ReadonlyArray<{ paragraphs: readonly string[] }> }) =>
  contract.sections.flatMap((section) => section.paragraphs).join(' ');

describe('merchant service contract (spec 9)', () => {
  it('is version 01/09/2024 and carries every figure of the spec', () => {
    expect(merchantContract.version).toContain('01/09/2024');
    const all = text(merchantContract);
    for (const figure of [
      '3 (três) dias úteis',
      '30 (trinta) dias corridos',
      'R$ 50,00',
      '6% (seis por cento)',
      'US$ 6,50 a US$ 35,00',
      'multa de 2%',
      'IGP-M',
      '1% (um por cento) ao mês',
      '1 (um) ano',
      '6 (seis) meses',
      '180 (cento e oitenta) dias',
      '30 (trinta) dias de antecedência',
      '12 (doze) meses',
      '180 (cento e oitenta) dias úteis',
      '3 (três) meses',
      'R$ 20.000,00',
      'dois últimos meses',
      '24 (vinte e quatro) meses',
      'maiores de 18 anos',
    ]) {
      expect(all, figure).toContain(figure);
    }
  });
});

describe("the contract's chargeback fine says what the platform charges", () => {
  it("reads 'sum' (the default: R$ 50,00 plus 6 %) or 'greater' (the larger), on lost chargebacks only", () => {
    expect(text(merchantContract)).toContain(CHARGEBACK_FINE_SENTENCE.sum);
    // The portal's default is the API's, so the contract shown says what the platform charges.
    expect(defaultPortalOptions.chargebackFineRule).toBe(DEFAULT_CHARGEBACK_FINE_RULE);
    expect(text(merchantContractFor('sum'))).toContain('R$ 50,00 (cinquenta reais) mais 6%');
    expect(chargebackFine(100_000, 'sum')).toBe(5_000 + 6_000);
    const greater = text(merchantContractFor('greater'));
    expect(greater).toContain('o que for maior');
    expect(greater).not.toContain(CHARGEBACK_FINE_SENTENCE.sum);
    expect(chargebackFine(100_000, 'greater')).toBe(6_000);
    // Both say the notice service comes with every chargeback received, and the fine only with a lost one.
    for (const rule of ['sum', 'greater'] as const) {
      expect(text(merchantContractFor(rule))).toContain('Cada chargeback recebido gera a tarifa do serviço de aviso');
      expect(text(merchantContractFor(rule))).toContain('Cada chargeback perdido');
    }
  });
});

describe('platform terms (spec 9)', () => {
  it('is dated 27 August 2020, under Brazilian law and the São Paulo forum, with the prepaid-card annex', () => {
    expect(platformTerms.version).toContain('27 de agosto de 2020');
    const all = text(platformTerms);
    for (const figure of [
      'até 1 (um) dia útil do seu recebimento',
      'Transferências entre contas da Painel são concluídas em até 1 (um) dia útil',
      '2 (dois) dias úteis, com 1 (um) dia útil adicional',
      '5 (cinco) dias de antecedência',
      '12 (doze) meses',
      '10 (dez) dias da sua realização',
      '30 (trinta) dias',
      '60 (sessenta) dias',
      'multa de 2%',
      '1% (um por cento) ao mês',
      '6 (seis) meses',
      'sem saldo por 30 (trinta) dias',
      '10 (dez) dias de antecedência',
      '10 (dez) dias para sanar',
      '90 (noventa) dias',
      'duplicidade',
      'entregue bloqueado',
      'leis do Brasil',
      'São Paulo',
    ]) {
      expect(all, figure).toContain(figure);
    }
    expect(platformTerms.sections.at(-1)?.title).toContain('Cartão pré-pago');
  });

  it('opens with the company data in reading B', () => {
    expect(
      platformTermsPreamble({
        socialReason: 'Loja Exemplo Ltda.',
        cnpj: '45.723.174/0001-10',
        street: 'Av. Paulista, 1000',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01310-100',
      }),
    ).toBe(
      'De um lado, Loja Exemplo Ltda., inscrita no CNPJ sob o nº 45.723.174/0001-10, com sede em Av. Paulista, 1000, São Paulo - SP, CEP 01310-100, doravante USUÁRIO; de outro, a Painel, que aceitam os termos e condições a seguir.',
    );
  });
});
