import type { ApiClient, TransferFilters } from '@painel/api-client';
import { csvOfAllPages, transfersCsv } from '@painel/api-client/money';

/** The whole filtered list as a CSV file; loaded when 'Exportar CSV' is pressed, not with the screen. */
export const exportTransfers = (api: ApiClient, filters: TransferFilters) =>
  csvOfAllPages((page, pageSize) => api.transfers({ ...filters, page, pageSize }), transfersCsv);
