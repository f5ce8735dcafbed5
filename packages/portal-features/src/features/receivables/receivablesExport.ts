import type { ApiClient, ReceivableFilters } from '@painel/api-client';
import { csvOfAllPages, receivablesCsv } from '@painel/api-client/money';

/** The whole filtered list as a CSV file; loaded when 'Exportar CSV' is pressed, not with the screen. */
export const exportReceivables = (api: ApiClient, filters: ReceivableFilters) =>
  csvOfAllPages((page, pageSize) => api.receivables({ ...filters, page, pageSize }), receivablesCsv);
