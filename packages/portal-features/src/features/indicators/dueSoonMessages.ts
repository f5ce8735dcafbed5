// The words of the dashboard's notice of disputes near their deadline (pt-BR), in the 'indicators' group; a file of
// their own, loaded with the notice.
export const dueSoonMessages = {
  disputesDue: (count: number, hours: 24 | 48) =>
    count === 1
      ? `1 disputa vence em menos de ${hours} horas. Responda antes do prazo para não perdê-la.`
      : `${count} disputas vencem em menos de ${hours} horas. Responda antes do prazo para não perdê-las.`,
  answerDisputes: 'Responder às disputas',
};
