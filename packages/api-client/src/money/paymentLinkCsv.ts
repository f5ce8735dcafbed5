import type { PaymentLink } from '../endpoints/paymentLinkEndpoints';
import { csvAmount, csvDateTime, csvOf, type CsvColumn } from './csv';
import { checkoutMethodLabels, checkoutMethods, paymentLinkStatusLabels } from './paymentLinkRules';

const civil = (date: string | null) => (date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '');

const columns: CsvColumn<PaymentLink>[] = [
  { header: 'Nome', value: (link) => link.name },
  { header: 'Status', value: (link) => paymentLinkStatusLabels[link.status] },
  { header: 'Valor', value: (link) => (link.amount === null ? 'Aberto' : csvAmount(link.amount)) },
  {
    header: 'Formas de pagamento',
    value: (link) =>
      checkoutMethods
        .filter((method) => link.methods[method] !== null)
        .map((method) => checkoutMethodLabels[method])
        .join(', '),
  },
  { header: 'Criado em', value: (link) => csvDateTime(link.createdAt) },
  { header: 'Expira em', value: (link) => civil(link.expiresOn) },
  { header: 'Pagamentos', value: (link) => String(link.paymentsCount) },
  { header: 'Valor recebido', value: (link) => csvAmount(link.paidAmount) },
];

/** The links list as a spreadsheet, with each link's payments count and value (money-domain §7). */
export const paymentLinksCsv = (links: Iterable<PaymentLink>, origin = '') =>
  csvOf(links, [...columns, { header: 'Endereço', value: (link) => `${origin}${link.checkoutPath}` }]);
