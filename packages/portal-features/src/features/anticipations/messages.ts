// The words of Antecipações (pt-BR).
export const anticipationsMessages = {
  intro:
    'Receba antes as vendas no crédito que ainda vão cair. A taxa de antecipação é o único custo: o MDR já foi descontado na venda.',
  chooseMerchant: 'Escolha o estabelecimento para ver o que ele pode antecipar.',
  optionsLabel: 'O que você pode antecipar',
  options: {
    anticipatable: 'Disponível para antecipar',
    limit: (percent: number) => `Limite do seu plano (${percent}%)`,
    /** When a partner or staff acts for a merchant: the plan is the merchant's, not theirs. */
    merchantLimit: (percent: number) => `Limite do plano do estabelecimento (${percent}%)`,
    rate: 'Taxa de antecipação',
    pledged: 'Comprometido em garantia',
    creditDate: 'Crédito em',
  },
  rate: (percent: string) => `${percent} a.m.`,
  count: (count: number) => (count === 1 ? '1 parcela' : `${count} parcelas`),
  cutoffNote: (cutoff: string) =>
    `Pedidos em dia útil até as ${cutoff} caem no mesmo dia; depois disso, no próximo dia útil.`,
  pledgedNote: 'Parcelas em garantia de um contrato não podem ser antecipadas.',
  loadFailed: 'Não foi possível carregar o que pode ser antecipado.',
  retry: 'Tentar de novo',
  simulate: {
    title: 'Simular antecipação',
    mode: 'O que antecipar',
    untilDate: 'Tudo o que cai até uma data',
    chosen: 'As parcelas escolhidas na agenda',
    until: 'Até',
    untilHint: 'As parcelas mais próximas primeiro, até o limite do plano.',
    chosenCount: (count: number) =>
      count === 0
        ? 'Nenhuma parcela escolhida.'
        : count === 1
          ? '1 parcela escolhida.'
          : `${count} parcelas escolhidas.`,
    chooseInSchedule: 'Escolher parcelas na agenda',
    submit: 'Simular',
    dateRequired: 'Informe a data até a qual antecipar.',
    dateInPast: 'Escolha uma data depois de hoje.',
    failed: 'Não foi possível simular agora. Tente de novo em instantes.',
  },
  simulation: {
    title: 'Simulação',
    count: 'Parcelas',
    net: 'Valor das parcelas (já sem MDR)',
    fee: 'Taxa de antecipação',
    feeDetail: (rate: string, cost: string, days: number) =>
      `${rate} a.m. · ${cost} do valor · prazo médio de ${days} dias`,
    credited: 'Você recebe',
    creditDate: 'Crédito em',
    validUntil: (time: string) => `Estes valores valem até as ${time}.`,
    expired: 'A simulação expirou. Simule de novo para ver os valores de agora.',
    again: 'Simular de novo',
    items: 'Parcelas da simulação',
    showItems: (count: number) =>
      count === 1 ? 'Ver a parcela da simulação' : `Ver as ${count} parcelas da simulação`,
    itemsMore: (shown: number, total: number) => `Mostrando as ${shown} primeiras de ${total} parcelas.`,
    columns: {
      sale: 'Venda',
      installment: 'Parcela',
      original: 'Data original',
      days: 'Dias antecipados',
      net: 'Valor',
      fee: 'Taxa',
      credited: 'Você recebe',
    },
    anticipate: 'Antecipar',
  },
  confirm: {
    title: 'Confirmar antecipação',
    description: 'Confira os valores e confirme com a sua senha ou o código de verificação.',
    confirm: 'Confirmar antecipação',
    back: 'Voltar',
    failed: 'Não foi possível antecipar agora. Nada foi alterado; tente de novo.',
    doneTitle: 'Antecipação feita',
    done: {
      credited: (amount: string, date: string) => `${amount} creditados no seu saldo em ${date}.`,
      approved: (amount: string, date: string) => `${amount} serão creditados no seu saldo em ${date}.`,
    },
    id: 'Número da antecipação',
    openReceivables: 'Ver as parcelas antecipadas',
    close: 'Fechar',
  },
  list: {
    title: 'Antecipações',
    table: 'Tabela de antecipações',
    columns: {
      id: 'Número',
      requestedAt: 'Pedida em',
      creditDate: 'Crédito em',
      company: 'Estabelecimento',
      count: 'Parcelas',
      net: 'Valor',
      fee: 'Taxa',
      credited: 'Creditado',
      status: 'Situação',
      requestedBy: 'Pedida por',
    },
    open: (id: string) => `Ver as parcelas da antecipação ${id}`,
    status: 'Situação',
  },
};
