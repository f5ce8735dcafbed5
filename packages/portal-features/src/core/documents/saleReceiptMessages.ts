/**
 * The words of a sale's receipt for its customer, in one place: the PDF the merchant downloads from the sale and
 * the public page the customer opens from a shared link read the same lines. Each feature's messages include them,
 * so a host rewords them with that feature's group.
 */
export const saleReceiptMessages = {
  title: 'Comprovante de venda',
  issued: (at: string) => `Emitido em ${at}`,
  sections: { sale: 'Venda', payment: 'Pagamento', merchant: 'Estabelecimento', customer: 'Cliente' },
  id: 'ID da transação',
  orderNumber: 'Nº do pedido',
  date: 'Data/hora',
  paidAt: 'Pago em',
  amount: 'Valor',
  status: 'Situação',
  method: 'Forma de pagamento',
  card: (brand: string, last4: string) => `${brand} final ${last4}`,
  cardLabel: 'Cartão',
  nsu: 'NSU',
  authorizationCode: 'Código de autorização',
  e2eId: 'E2E do Pix',
  ourNumber: 'Nosso número',
  company: 'Estabelecimento',
  store: 'Loja',
  name: 'Nome',
  document: 'CPF/CNPJ',
  footer: (issuer: string) =>
    `Documento emitido por ${issuer} a partir dos registros da transação. Não substitui a nota fiscal.`,
};

export type SaleReceiptMessages = typeof saleReceiptMessages;
