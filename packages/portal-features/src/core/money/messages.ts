// The words of the money pieces every money screen shares (pt-BR).
export const moneyMessages = {
  status: 'Status',
  method: 'Forma de pagamento',
  brand: 'Bandeira',
  amount: 'Valor',
  search: 'Busca',
  partner: 'Parceiro',
  merchant: 'Estabelecimento',
  allPartners: 'Todos os parceiros',
  allMerchants: 'Todos os estabelecimentos',
  filterLabel: (name: string, values: string) => `${name}: ${values}`,
  confirmation: {
    password: 'Sua senha',
    code: 'Código de verificação (2FA)',
    codeHint: 'O código de 6 dígitos do seu aplicativo autenticador.',
  },
  deadline: {
    left: (time: string) => `Faltam ${time}`,
    passed: 'Prazo encerrado',
    alert: { calm: '', h48: 'Menos de 48 h', h24: 'Menos de 24 h', h6: 'Menos de 6 h', expired: '' },
    until: (date: string) => `até ${date}`,
  },
  amountRange: (from: string | null, to: string | null) =>
    from && to ? `de ${from} a ${to}` : from ? `a partir de ${from}` : `até ${to ?? ''}`,
};
