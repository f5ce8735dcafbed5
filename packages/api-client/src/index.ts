// Public API of @painel/api-client: explicit named exports only. React and SWR live in './react'.
export { createApiClient } from './calls/client';
export type { ApiClient } from './calls/client';
export { lookupIp } from './calls/ipLookup';
export { formatRegisterDate, formatTermsDate, moneyDigits } from './calls/payloads';
export type { BotAction } from './calls/payloads';

// The endpoint table and what is derived from it
export { endpoints } from './endpoints';
export type { EndpointName, Endpoints } from './endpoints';
export { apiQueryKey } from './endpoints/apiQueryKey';
export type { ApiRead } from './endpoints/apiQueryKey';
export { callName, fillPath } from './endpoints/types';
export type {
  ApiBase,
  EndpointDefinition,
  EndpointGroup,
  EndpointInput,
  EndpointOutput,
  ErrorStatus,
  HttpMethod,
} from './endpoints/types';
export type { ApiUser, LoginPayload, LoginResult, RegisterPayload, RegisterResult } from './endpoints/auth';
export type { TwoFactorCheckPayload, TwoFactorSendPayload } from './endpoints/auth';
export { deliveryChannels } from './endpoints/passwordReset';
export { isStrongPassword, PASSWORD_SPECIALS } from './endpoints/passwordRule';
export type { DeliveryChannel, PasswordReset, PasswordResetRequest } from './endpoints/passwordReset';
export type { OutboxMessage } from './endpoints/sandbox';
export type { IsSignedResult, PlatformTermsPayload, RepresentativeResult, SystemFunction } from './endpoints/company';
export type { AuditEntry, AuditedModel, PasswordPayload, ProfilePayload } from './endpoints/account';
export { auditedModels } from './endpoints/account';
export { companyDocumentTypes } from './endpoints/verification';
export type {
  CompanyDocumentType,
  CompanyDocumentsPayload,
  DocumentForValidation,
  OperatorCreatePayload,
  OperatorResult,
  OperatorUpdatePayload,
  PhotoDocumentType,
  SendDocumentPayload,
  VerifyDocumentPayload,
} from './endpoints/verification';

// Errors and their pt-BR texts (spec 8)
export { ApiError, isApiError } from './errors/ApiError';
export type { ApiErrorKind, FieldErrors } from './errors/ApiError';
export {
  apiErrorMessages,
  fixedErrorToasts,
  loginErrorToasts,
  passwordErrorToasts,
  platformTermsErrorToasts,
  recoveryErrorToasts,
  registerErrorToasts,
  signTermsErrorToasts,
  termsSignedErrorToasts,
} from './errors/messages';
export type { ErrorToast } from './errors/messages';

// Configuration and the bot check
export { buildUrl } from './http/buildUrl';
export type { QueryValue } from './http/buildUrl';
export { DEFAULT_TIMEOUT_MS, IP_LOOKUP_TIMEOUT_MS } from './http/config';
export type { ApiConfig } from './http/config';
export { createRecaptchaBotCheck, createSandboxBotCheck } from './botCheck/botCheck';
export type { BotCheck, RecaptchaOptions } from './botCheck/botCheck';

// Money: centavos, the bank calendar, settlement, pricing and the ledger (pure, shared by every money screen)
export { divideHalfUp, feeOf, ratioInBasisPoints, splitInstallments, sumCents } from './money/cents';
export type { BasisPoints, Cents } from './money/cents';
export {
  SAO_PAULO,
  addBusinessDays,
  addDays,
  civilDateInSaoPaulo,
  daysBetween,
  holidayName,
  holidaysOf,
  isBusinessDay,
  onOrNextBusinessDay,
  weekday,
} from './money/calendar';
export type { CivilDate, Holiday } from './money/calendar';
export { settlementDates, standardSettlementPlan } from './money/settlement';
export type { PaymentMethod, SettlementPlan } from './money/settlement';
export { cardBrands, mdrRate, priceSale, standardRates } from './money/pricing';
export type { CardBrand, PricedInstallment, PricedSale, RateTable } from './money/pricing';
export { buildStatement, byLedgerOrder, deriveBalances } from './money/ledger';
export type {
  Balances,
  BlockReason,
  BlockedBalance,
  LedgerBucket,
  LedgerEntry,
  LedgerEntryType,
  Statement,
  StatementDay,
  StatementLine,
} from './money/ledger';
export {
  captureChannelLabels,
  captureChannels,
  cardBrandLabels,
  installmentTypeLabels,
  paymentMethodLabels,
  paymentMethods,
  refusalReasons,
  transactionStatusLabels,
  transactionStatuses,
} from './money/vocabulary';
export type {
  CaptureChannel,
  DisputeKind,
  DisputeStatus,
  InstallmentType,
  TransactionStatus,
} from './money/vocabulary';
export { moneyPermissions } from './money/permissions';
export type { MoneyPermission } from './money/permissions';
export { searchKindLabels, searchKindOf } from './money/search';
export type { SearchKind } from './money/search';
export {
  adjustmentQueryOf,
  anticipationQueryOf,
  disputeQueryOf,
  listExportQueryOf,
  paymentLinkQueryOf,
  receivableQueryOf,
  statementQueryOf,
  transactionQueryOf,
  transferQueryOf,
} from './money/transactionFilters';
export type {
  AdjustmentFilters,
  AnticipationFilters,
  ListExport,
  DisputeFilters,
  PaymentLinkFilters,
  ReceivableFilters,
  StatementFilters,
  TransactionFilters,
  TransferFilters,
} from './money/transactionFilters';
export type {
  Anticipation,
  AnticipationDetail,
  AnticipationOptions,
  AnticipationPage,
  AnticipationSimulation,
  CreateAnticipationInput,
  Receivable,
  ReceivableSchedule,
} from './endpoints/receivableEndpoints';
export type { Dispute, DisputeAnswerPayload, DisputePage } from './endpoints/disputeEndpoints';
export type { Adjustment, AdjustmentPage, CreateAdjustmentInput } from './endpoints/adjustmentEndpoints';
export type { CreateRetentionInput, Retention, RetentionPage } from './endpoints/retentionEndpoints';
export { createCheckoutClient } from './calls/checkoutClient';
export type { CheckoutClient } from './calls/checkoutClient';
export type { Checkout, CheckoutPayment, PayCheckoutInput, SaleReceipt } from './endpoints/checkoutEndpoints';
export type {
  CreateRecurrenceInput,
  Recurrence,
  RecurrenceChargeView,
  RecurrenceDetail,
  RecurrencePage,
  RecurrenceQueryInput,
} from './endpoints/recurrenceEndpoints';
export type {
  CreatePaymentLinkInput,
  LinkMethods,
  LinkPayment,
  PaymentLink,
  PaymentLinkDetail,
  PaymentLinkPage,
  UpdatePaymentLinkInput,
} from './endpoints/paymentLinkEndpoints';
export {
  checkoutMethodLabels,
  checkoutMethods,
  paymentLinkKinds,
  paymentLinkStatusLabels,
  paymentLinkStatuses,
  recurrenceCycleLabels,
  recurrenceCycles,
  recurrenceStatusLabels,
  recurrenceStatuses,
} from './money/paymentLinkRules';
export type {
  CheckoutMethod,
  PaymentLinkKind,
  PaymentLinkStatus,
  RecurrenceCycle,
  RecurrenceStatus,
} from './money/paymentLinkRules';
export type {
  BalancesResult,
  CompanyRates,
  DisputeSummary,
  ExportFile,
  ExportJob,
  ExportResult,
  CreateTransferInput,
  LedgerStatementLine,
  LedgerStatementResult,
  PixKeyOwner,
  Transfer,
  TransferDetail,
  TransferOptions,
  TransferPage,
  ListTotals,
  MoneyCompanies,
  TransactionDetail,
  ReceiptLink,
  SummaryGroup,
  TransactionBuckets,
  TransactionPage,
  TransactionSummary,
} from './endpoints/money';
export { summaryGroups } from './endpoints/money';
export { permissionAreas, permissionCatalogue, withImplied } from './access/permissionCatalogue';
export type { PermissionArea, PermissionDefinition } from './access/permissionCatalogue';
export { roleScopeLabels, roleScopes } from './access/accessVocabulary';
export type { RoleScope } from './access/accessVocabulary';
export { invitationStates, lastAccessFilters, userStatuses, userTeams } from './endpoints/accessEndpoints';
export type {
  AccessUser,
  AccessUserPage,
  Invitation,
  InvitationState,
  InviteUserInput,
  LastAccessFilter,
  Permission,
  PermissionCatalogue,
  Role,
  RoleAssignmentInput,
  RoleImpact,
  RoleList,
  ScopeChoices,
  UpdateUserInput,
  UserChangeResult,
  UserStatus,
  UserTeam,
} from './endpoints/accessEndpoints';
export { approvalBoxes, approvalStatuses } from './endpoints/systemEndpoints';
export type {
  ApprovalBox,
  ApprovalList,
  ApprovalRequest,
  ApprovalStatus,
  DatedNotice,
  SessionPolicy,
  SystemSetting,
  SystemSettings,
} from './endpoints/systemEndpoints';
export type { AccessUserQuery } from './calls/client';
export {
  brazilianStates,
  establishmentKinds,
  establishmentStatusActions,
  establishmentStatuses,
  merchantCategoryCodes,
  reviewedCategories,
  salesChannels,
  settlementAccountTypes,
  statusActionsFrom,
  statusTransitions,
  STATUS_REASON_MAX,
  STATUS_REASON_MIN,
} from './establishment/establishmentVocabulary';
export type {
  BrazilianState,
  EstablishmentKind,
  EstablishmentStatus,
  EstablishmentStatusAction,
  MerchantCategory,
  SalesChannel,
  SettlementAccountType,
} from './establishment/establishmentVocabulary';
export {
  accountLengthOf,
  checkedBanks,
  expectedAccountDigit,
  settlementAccountProblems,
} from './establishment/bankAccountRules';
export type { SettlementAccount, SettlementAccountProblem } from './establishment/bankAccountRules';
export { BANK_DIRECTORY_DATE, bankDirectory } from './establishment/bankDirectory';
export { bankChoices, bankNameOf } from './establishment/bankNames';
export type { BankChoice } from './establishment/bankNames';
export type {
  EstablishmentDetail,
  EstablishmentEdit,
  EstablishmentEditResult,
  EstablishmentPage,
  EstablishmentStatusChange,
  EstablishmentSummary,
  NewEstablishment,
  PostalAddress,
  RegistryRecord,
} from './endpoints/establishmentEndpoints';
export type { EstablishmentListQuery } from './calls/client';
