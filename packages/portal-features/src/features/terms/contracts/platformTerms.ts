import type { Contract } from './types';

/**
 * The platform terms of use (dated 27 August 2020), written for Painel from the facts of spec 9, with the
 * prepaid-card annex. The figures are the spec's; the wording is ours.
 */
export const platformTerms: Contract = {
  title: 'Termos e Condições de Uso da Plataforma',
  version: 'São Paulo, 27 de agosto de 2020',
  sections: [
    {
      title: '1. Objeto e aceite',
      paragraphs: [
        'Estes termos regulam a conta de pagamento da Painel e os serviços a ela ligados: aportes, transferências, saques, pagamento de boletos, recargas, cartão pré-pago, contestações, retenção e compensação, tarifas, encerramento e serviços de fornecedores terceiros.',
        'Podem contratar pessoas físicas maiores de 18 anos com inscrição regular no CPF e pessoas jurídicas regularmente constituídas no Brasil.',
      ],
    },
    {
      title: '2. Conta de pagamento e aportes',
      paragraphs: [
        'Os recursos aportados ficam disponíveis em até 1 (um) dia útil do seu recebimento.',
        'Os limites da conta podem ser alterados mediante aviso com 5 (cinco) dias de antecedência.',
        'O extrato da conta fica disponível para consulta pelo período de 12 (doze) meses.',
      ],
    },
    {
      title: '3. Transferências e saques',
      paragraphs: [
        'Transferências entre contas da Painel são concluídas em até 1 (um) dia útil.',
        'Saques para conta bancária são concluídos em até 2 (dois) dias úteis, com 1 (um) dia útil adicional em caso de falha técnica.',
        'Uma transação é cancelada automaticamente em caso de duplicidade, de informações incompletas ou de suspeita de fraude.',
      ],
    },
    {
      title: '4. Contestações, retenção e compensação',
      paragraphs: [
        'O usuário pode contestar uma transação em até 10 (dez) dias da sua realização; a contestação é decidida em até 30 (trinta) dias, e o valor contestado fica retido enquanto isso.',
        'Divergências de lançamentos devem ser comunicadas em até 60 (sessenta) dias.',
        'O pedido de chargeback de transação com o cartão deve ser feito em até 90 (noventa) dias.',
      ],
    },
    {
      title: '5. Tarifas',
      paragraphs: [
        'O atraso no pagamento de valores devidos sujeita o usuário à multa de 2% (dois por cento), à correção monetária e a juros de 1% (um por cento) ao mês.',
        'A conta sem uso por 6 (seis) meses passa a pagar a tarifa de inatividade vigente.',
        'Mudanças de tarifas causadas por tributos são avisadas com 10 (dez) dias de antecedência, assim como a criação de novos tipos de tarifa.',
      ],
    },
    {
      title: '6. Encerramento',
      paragraphs: [
        'A conta sem saldo por 30 (trinta) dias pode ser encerrada. O cancelamento por qualquer das partes exige aviso com 30 (trinta) dias de antecedência.',
        'Em caso de descumprimento destes termos, a parte inadimplente tem 10 (dez) dias para sanar a falta antes da rescisão.',
      ],
    },
    {
      title: '7. Lei e foro',
      paragraphs: ['Estes termos são regidos pelas leis do Brasil. Fica eleito o foro da Comarca de São Paulo.'],
    },
    {
      title: 'Anexo — Cartão pré-pago',
      paragraphs: [
        'O cartão pré-pago é entregue bloqueado e é desbloqueado pelos canais de atendimento da Painel.',
        'As compras com o cartão são debitadas do saldo da conta de pagamento; sem saldo, a compra é recusada.',
      ],
    },
  ],
};

/** Reading B of /termos (spec 2.4): the same terms, opened with the company's own data. */
export interface TermsParty {
  socialReason: string;
  cnpj: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export function platformTermsPreamble(party: TermsParty): string {
  return `De um lado, ${party.socialReason}, inscrita no CNPJ sob o nº ${party.cnpj}, com sede em ${party.street}, ${party.city} - ${party.state}, CEP ${party.zipCode}, doravante USUÁRIO; de outro, a Painel, que aceitam os termos e condições a seguir.`;
}
