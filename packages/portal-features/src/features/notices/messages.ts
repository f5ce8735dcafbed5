// pt-BR copy of the two notices of spec 4.5 (button labels exactly as the spec writes them).
export const noticesMessages = {
  documentReminder: {
    title: 'Envie os seus documentos',
    description:
      'Para continuar recebendo pelos seus produtos, envie os documentos da empresa e conclua a verificação.',
    later: 'Mais tarde',
    sendNow: 'Enviar agora',
  },
  paymentPause: {
    title: 'Pausa nos pagamentos no Carnaval',
    description:
      'Durante o feriado de Carnaval os bancos não processam pagamentos. Transferências e repasses programados para esses dias serão feitos no primeiro dia útil seguinte.',
    acknowledge: 'Estou ciente',
  },
} as const;
