export {
  anticipationStatusTone,
  disputeStateTone,
  receivableStatusTone,
  transactionStatusTone,
  transferStatusTone,
} from './statusTone';
export { DEFAULT_PRESET, SEARCH_MAX_LENGTH, transactionFiltersOf, transactionListView } from './transactionListState';
export type { TransactionListState } from './transactionListState';
export { useTransactionListState } from './useTransactionListState';
export { TransactionFilterBar, TransactionFilterControls, activeTransactionFilters } from './TransactionFilterBar';
export type { MoneyScopeOptions, TransactionFilterBarProps } from './TransactionFilterBar';
export { columnPreferencesKey, readColumnPreferences, writeColumnPreferences } from './columnPreferences';
export { useColumnPreferences } from './useColumnPreferences';
export { useSaoPauloToday } from './useSaoPauloToday';
export { scopeOptionsOf } from './scopeOptions';
export {
  ActionRow,
  AddressText,
  FieldGroup,
  FigureGrid,
  FigureTable,
  FormGrid,
  MoneyStack,
  SectionTitle,
  ToneNotice,
} from './moneyLayout';
export { downloadBlob, downloadTextFile } from './downloadFile';
export { CsvDownloadButton } from './CsvDownloadButton';
export type { CsvDownloadButtonProps } from './CsvDownloadButton';
export { newIdempotencyKey } from './idempotencyKey';
export { listStatusOf } from './listStatus';
export { ConfirmationField } from './ConfirmationField';
export { MerchantSelect } from './MerchantSelect';
export type { ConfirmationFieldProps } from './ConfirmationField';
export { DisputeDeadline, disputeUrgencyTone } from './DisputeDeadline';
export { MoneyInput } from './MoneyInput';
export { FormFooter } from './FormFooter';
export { ConfirmedActionDialog } from './ConfirmedActionDialog';
export type { ConfirmedActionDialogProps } from './ConfirmedActionDialog';
export { ShareAddress } from './ShareAddress';
export type { ShareAddressMessages } from './ShareAddress';
export type { FormFooterProps } from './FormFooter';
export { NotifyingConfirm } from './NotifyingConfirm';
export type { NotifyingConfirmProps } from './NotifyingConfirm';
