// The words of the disputes screen (pt-BR): chargebacks and Pix MEDs, their deadlines and the merchant's answer.
export const disputesMessages = {
  listFile: (from: string, to: string) => `contestacoes_${from}_a_${to}.csv`,
  intro:
    'Chargebacks e MEDs Pix: o valor fica retido desde a abertura. Responda uma única vez, até o prazo: aceite ou conteste com evidências.',
  summaryLabel: 'Resumo das disputas',
  summary: {
    open: 'Aguardando sua resposta',
    dueSoon: (count: number) =>
      count === 0
        ? 'Nenhuma vence em 48 h'
        : count === 1
          ? '1 vence em menos de 48 h'
          : `${count} vencem em menos de 48 h`,
    held: 'Valor retido',
    heldDetail: 'Disputas ainda não decididas',
    lost: 'Perdido no período',
    fines: (value: string) => `Multas do contrato: ${value}`,
  },
  dueSoonAlert: (count: number) =>
    count === 1
      ? 'Uma disputa vence em menos de 48 horas. Responda antes do prazo para não perdê-la.'
      : `${count} disputas vencem em menos de 48 horas. Responda antes do prazo para não perdê-las.`,
  filters: { state: 'Situação', kind: 'Tipo' },
  table: 'Tabela de disputas',
  cardTitle: 'Disputas',
  columns: {
    transaction: 'Transação',
    kind: 'Disputa e motivo',
    company: 'Estabelecimento',
    amount: 'Valor retido',
    deadline: 'Prazo',
    state: 'Situação',
    actions: 'Ações',
  },
  openTransaction: (id: string) => `Abrir transação ${id}`,
  answer: (id: string) => `Responder à disputa ${id}`,
  answerShort: 'Responder',
  view: (id: string) => `Ver disputa ${id}`,
  viewShort: 'Ver',
  dialog: {
    title: (kind: string, id: string) => `${kind} da transação ${id}`,
    loading: 'Carregando a disputa…',
    loadFailed: 'Não foi possível carregar a disputa.',
    retry: 'Tentar de novo',
    facts: {
      amount: 'Valor retido',
      reason: 'Motivo',
      openedAt: 'Aberta em',
      deadline: 'Responder até',
      fineIfLost: 'Multa se perder',
      fine: 'Multa do contrato',
      decidedOn: 'Decidida em',
      state: 'Situação',
      company: 'Estabelecimento',
    },
    decision: 'Sua resposta',
    contest: 'Contestar com evidências',
    accept: 'Aceitar e encerrar',
    acceptNote: (amount: string, fine: string) =>
      fine
        ? `A disputa será encerrada como perdida agora: ${amount} não voltam ao saldo e a multa do contrato, ${fine}, será debitada hoje.`
        : `A disputa será encerrada como perdida agora: ${amount} serão devolvidos ao pagador.`,
    justification: 'Justificativa',
    justificationHint:
      'Conte o que aconteceu: entrega, contato com o cliente, política de trocas. De 30 a 2.000 caracteres.',
    evidenceTitle: 'Evidências',
    evidenceNote: 'PDF, PNG, JPG ou JPEG, até 30MB cada. Depois de enviadas, não podem ser trocadas.',
    slots: {
      sale: 'Comprovante da venda ou da entrega',
      delivery: 'Comprovante de entrega ou de uso do serviço',
      conversation: 'Conversa com o cliente',
    },
    tooLarge: (slot: string) => `${slot} tem mais de 30MB`,
    needSale: 'Envie ao menos o comprovante da venda ou da entrega.',
    justificationShort: 'Explique a contestação em 30 a 2000 caracteres.',
    send: 'Enviar resposta',
    cancel: 'Cancelar',
    close: 'Fechar',
    failed: 'Não foi possível enviar a resposta. Nada foi perdido: tente de novo.',
    sent: 'Resposta enviada. As evidências ficam guardadas e não podem mais ser trocadas.',
    answerTitle: 'Resposta enviada',
    answeredBy: (name: string, at: string) => `Por ${name} em ${at}`,
    decisions: { accept: 'Aceita', contest: 'Contestada' },
    noAnswer: 'Ninguém respondeu a esta disputa pelo portal.',
    cannotAnswer: 'Você pode acompanhar esta disputa, mas não tem permissão para respondê-la.',
  },
  kinds: { chargeback: 'Chargeback', med: 'MED Pix' },
};
