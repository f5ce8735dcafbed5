// The words of Indicadores, the home dashboard (pt-BR).
export const indicatorsMessages = {
  kpisLabel: 'Resumo do período',
  kpis: {
    volume: 'Volume transacionado',
    count: 'Número de transações',
    averageTicket: 'Ticket médio',
    approvalRate: 'Taxa de aprovação',
    /** The period's sales net of what was refunded of them (D6); the list's 'Valor líquido' is its detail. */
    net: 'Líquido após estornos',
    receivable: 'A receber nos próximos 30 dias',
    /** Counted by the sale's date, as every other figure here: said in the label (D6). */
    refunds: 'Estornos das vendas do período',
    /** What the disputes screen calls it: the ones the merchant can still answer (D4). */
    disputes: 'Aguardando sua resposta',
  },
  failingSubscriptions: (count: number) =>
    count === 1
      ? '1 assinatura tem cobrança recusada ou vencida.'
      : `${count} assinaturas têm cobrança recusada ou vencida.`,
  seeFailingSubscriptions: 'Ver assinaturas com falha',
  refundCount: (count: string) => `${count} no período`,
  netOfSales: (amount: string) => `Valor líquido das vendas: ${amount}`,
  refusedCount: (count: string) => `${count} recusadas`,
  disputeNearest: (date: string, amount: string) => `Prazo mais próximo: ${date} (${amount})`,
  disputeOpen: (count: string, held: string) => `${count} em aberto no total, ${held} retidos`,
  disputeNone: 'Nenhuma disputa aguardando resposta.',
  disputeHeld: (amount: string) => `${amount} retidos`,
  seeTransactions: 'Ver transações',
  seeRefunds: 'Ver estornos',
  seeDispute: 'Ver a disputa mais urgente',
  seeReceivables: 'Ver agenda de recebíveis',
  oneMerchantAtATime: 'Escolha um estabelecimento (ou nenhum) para ver os recebíveis.',
  charts: {
    volumeByDay: 'Volume por dia e forma de pagamento',
    byBrand: 'Volume por bandeira',
    byInstallments: 'Volume por número de parcelas',
    refusals: 'Principais motivos de recusa',
    refusalsSeries: 'Recusas',
    volumeSeries: 'Volume',
    noRefusals: 'Nenhuma recusa no período.',
  },
  installmentsLabel: (count: number) => (count > 1 ? `${count}x` : 'À vista'),
  latest: 'Últimas transações',
  latestEmpty: 'Nenhuma transação no período. Escolha um período maior.',
  seeAll: 'Ver todas',
  loadFailed: 'Não foi possível carregar os indicadores. Os filtros continuam aqui.',
  retry: 'Tentar novamente',
  admin: {
    topMerchants: 'Principais estabelecimentos',
    chargebacks: 'Chargebacks por estabelecimento',
    chargebacksTable: 'Tabela de chargebacks por estabelecimento',
    chargebacksIntro:
      'Chargebacks sobre vendas com cartão capturadas no período. Os programas das bandeiras (Visa VAMP, Mastercard ECP) começam em 1,5%; alertamos a partir de 0,9%.',
    columns: {
      merchant: 'Estabelecimento',
      sales: 'Vendas com cartão',
      chargebacks: 'Chargebacks',
      ratio: 'Índice',
      level: 'Situação',
    },
    levels: { ok: 'Dentro do limite', warning: 'Atenção', over: 'Acima do limite' },
    none: 'Nenhuma venda com cartão no período.',
  },
};
