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
  amountRange: (from: string | null, to: string | null) =>
    from && to ? `de ${from} a ${to}` : from ? `a partir de ${from}` : `até ${to ?? ''}`,
};
