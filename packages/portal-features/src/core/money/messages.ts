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
  amountRange: (from: string | null, to: string | null) =>
    from && to ? `de ${from} a ${to}` : from ? `a partir de ${from}` : `até ${to ?? ''}`,
};
