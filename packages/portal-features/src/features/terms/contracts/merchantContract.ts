import type { ChargebackFineRule } from '@painel/api-client/money';
import type { Contract } from './types';

/**
 * The merchant service contract (version 01/09/2024), written for Painel from the facts of spec 9. The
 * figures are the spec's; the wording is ours.
 */
/**
 * The lost-chargeback fine, in the reading the platform charges (PortalOptions.chargebackFineRule): the spec's
 * "R$ 50,00 e/ou 6 %" read as both ('sum', the default) or as the larger ('greater').
 */
export const CHARGEBACK_FINE_SENTENCE: Record<ChargebackFineRule, string> = {
  sum: 'Cada chargeback perdido pelo ESTABELECIMENTO (aceito ou decidido contra ele) sujeita-o à multa de R$ 50,00 (cinquenta reais) mais 6% (seis por cento) do valor da transação.',
  greater:
    'Cada chargeback perdido pelo ESTABELECIMENTO (aceito ou decidido contra ele) sujeita-o à multa de R$ 50,00 (cinquenta reais) ou de 6% (seis por cento) do valor da transação, o que for maior.',
};

/** The contract with the fine's sentence in a reading. */
export function merchantContractFor(rule: ChargebackFineRule): Contract {
  return {
    ...merchantContract,
    sections: merchantContract.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map((paragraph) =>
        paragraph === CHARGEBACK_FINE_SENTENCE.sum ? CHARGEBACK_FINE_SENTENCE[rule] : paragraph,
      ),
    })),
  };
}

export const merchantContract: Contract = {
  title: 'Contrato de Prestação de Serviços ao Estabelecimento',
  version: 'Versão 01/09/2024',
  sections: [
    {
      title: '1. Objeto',
      paragraphs: [
        'Este contrato regula a prestação, pela Painel, dos serviços de captura, processamento e liquidação de transações de pagamento com cartões e PIX realizadas pelo ESTABELECIMENTO, bem como o uso do portal e da conta de pagamento.',
        'Podem contratar pessoas físicas maiores de 18 anos com inscrição regular no CPF e pessoas jurídicas regularmente constituídas no Brasil.',
      ],
    },
    {
      title: '2. Cadastro e documentos',
      paragraphs: [
        'O ESTABELECIMENTO mantém os seus dados cadastrais verdadeiros e atualizados e apresenta os documentos que a Painel solicitar em até 3 (três) dias úteis contados do pedido.',
        'A Painel guarda os registros das transações pelo prazo mínimo de 1 (um) ano.',
      ],
    },
    {
      title: '3. Cancelamentos e estornos',
      paragraphs: [
        'O estorno de uma venda só é feito pelo valor total, a partir da conta do ESTABELECIMENTO, em até 30 (trinta) dias corridos da venda, com cartão válido e saldo suficiente na conta.',
      ],
    },
    {
      title: '4. Chargebacks',
      paragraphs: [
        'Cada chargeback recebido gera a tarifa do serviço de aviso da bandeira, de US$ 6,50 a US$ 35,00, cobrada em reais pela cotação PTAX do mês do aviso, em lançamento próprio no extrato.',
        CHARGEBACK_FINE_SENTENCE.sum,
        'Havendo suspeita de fraude ou irregularidade, a Painel pode reter os valores envolvidos por até 6 (seis) meses, enquanto apura os fatos.',
        'Transações não autorizadas pelo portador devem ser comunicadas à Painel em até 3 (três) meses da sua realização.',
      ],
    },
    {
      title: '5. Remuneração, tarifas e reajuste',
      paragraphs: [
        'Pelos serviços, o ESTABELECIMENTO paga as tarifas e taxas vigentes, informadas no portal. Alterações de tarifas são avisadas com 30 (trinta) dias de antecedência.',
        'Os preços são reajustados a cada 12 (doze) meses pela variação do IGP-M.',
        'A nota fiscal dos serviços é fornecida em até 3 (três) dias úteis do pedido.',
        'O atraso no pagamento de qualquer valor devido sujeita o ESTABELECIMENTO à multa de 2% (dois por cento), à correção pelo IGP-M e a juros de 1% (um por cento) ao mês.',
      ],
    },
    {
      title: '6. Recebíveis',
      paragraphs: [
        'A negociação de recebíveis com terceiros pode ser mantida em análise e retenção por até 180 (cento e oitenta) dias úteis.',
        'Ajustes a débito de valores pagos indevidamente podem ser lançados em até 12 (doze) meses, ou em até 24 (vinte e quatro) meses no caso de serviços não prestados.',
      ],
    },
    {
      title: '7. Conta inativa',
      paragraphs: [
        'A conta sem movimentação por mais de 180 (cento e oitenta) dias pode ser cancelada pela Painel mediante aviso com 30 (trinta) dias de antecedência.',
      ],
    },
    {
      title: '8. Responsabilidade',
      paragraphs: [
        'A responsabilidade total da Painel perante o ESTABELECIMENTO limita-se ao menor valor entre R$ 20.000,00 (vinte mil reais) e as tarifas pagas nos dois últimos meses.',
      ],
    },
    {
      title: '9. Vigência e rescisão',
      paragraphs: [
        'Este contrato vigora por prazo indeterminado e pode ser rescindido por qualquer das partes mediante aviso por escrito com 30 (trinta) dias de antecedência.',
      ],
    },
  ],
};
