// @painel/api-client/react: the read hooks (SWR) for React apps. The main entry imports neither React nor SWR.
export {
  ApiClientProvider,
  useApiClient,
  useAuditLogs,
  useRecordHistory,
  useCompanyTerms,
  useIsSigned,
  useRepresentative,
  useSandboxOutbox,
  useSystemFunctions,
} from './hooks';
export {
  useBalances,
  useCompanyRates,
  useDisputeSummary,
  useExportJobs,
  useLedgerStatement,
  useTransfer,
  useTransferOptions,
  useTransfers,
  useMoneyCompanies,
  useTransaction,
  useTransactionSummary,
  useTransactions,
} from './moneyHooks';
export { useAnticipation, useAnticipationOptions, useAnticipations, useReceivables } from './receivableHooks';
export { useAdjustments, useDispute, useDisputes, useRetentions } from './disputeHooks';
export { usePaymentLink, usePaymentLinks } from './paymentLinkHooks';
export { useRecurrence, useRecurrences } from './recurrenceHooks';
export { useAccessScopes, useAccessUser, useAccessUsers, usePermissionCatalogue, useRoles } from './accessHooks';
export { useApprovals, useSystemSettings } from './systemHooks';
export { useEstablishment, useEstablishments } from './establishmentHooks';
