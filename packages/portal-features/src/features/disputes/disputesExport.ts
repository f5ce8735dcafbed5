import type { ApiClient, DisputeFilters } from '@painel/api-client';
import { csvOfAllPages, disputesCsv } from '@painel/api-client/money';

/** The whole filtered list as a CSV file; loaded when 'Exportar CSV' is pressed, not with the screen. */
export const exportDisputes = (api: ApiClient, filters: DisputeFilters) =>
  csvOfAllPages((page, pageSize) => api.disputes({ ...filters, page, pageSize }), disputesCsv);
