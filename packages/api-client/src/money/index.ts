// @painel/api-client/money: what the money screens compute on their own — the sale and proposal simulators,
// the refund rule, the dashboard's formulas and the CSV. An entry of its own, so the code a page loads before
// sign-in (which imports the main entry) never carries it. Pure functions, no React.
export { anticipationFeeOf, grossUpForCustomer, simulateSale } from './simulation';
export type { InterestPayer, SaleSimulation, SaleSimulationInput, SimulatedInstallment } from './simulation';
export { allocateByWeights, mixTotal, priceProposal, proposalProducts, proposalRatesOf } from './proposal';
export type { ProposalLine, ProposalMix, ProposalProduct, ProposalRates, ProposalResult } from './proposal';
export { REFUND_WINDOW_DAYS, refundBlockMessages, refundBlocks, refundCheck } from './refunds';
export type { RefundBlock, RefundCheck, RefundCheckInput } from './refunds';
export {
  CHARGEBACK_THRESHOLD_BPS,
  CHARGEBACK_WARNING_BPS,
  capturedStatuses,
  chargebackLevelOf,
  chargebackRatioOf,
  transactionMetricsOf,
} from './metrics';
export type { ChargebackLevel, StatusBucket, TransactionMetrics } from './metrics';
export {
  EXPORT_INLINE_LIMIT,
  csvAmount,
  transactionCsvColumnIds,
  transactionCsvColumns,
  transactionsCsv,
} from './transactionCsv';
export type { TransactionCsvColumn } from './transactionCsv';
export {
  bankStatementCsv,
  bankStatementOf,
  statementFilterTypes,
  statementLineMatches,
  statementTypeLabels,
} from './bankStatement';
export type { BankStatement, BankStatementLine, StatementDirection, StatementLineFilter } from './bankStatement';
export {
  NIGHT_END_SECOND,
  NIGHT_START_CHOICES,
  NIGHT_START_SECOND,
  TED_SEND_SECOND,
  bankAccountMessages,
  bankAccountProblems,
  banks,
  defaultTransferRules,
  isNightSecond,
  maskPixKey,
  parsePixKey,
  pixKeyMessages,
  tedDate,
  transferAllAmount,
  transferBlockMessages,
  transferCheck,
} from './transferRules';
export type {
  BankAccountInput,
  PixKeyResult,
  SaoPauloMoment,
  TransferCheckInput,
  TransferRules,
} from './transferRules';
export {
  disputeKinds,
  bankAccountTypeLabels,
  bankAccountTypes,
  pixKeyTypeLabels,
  pixKeyTypes,
  transferBlocks,
  transferKindLabels,
  transferKinds,
  transferStatusLabels,
  transferStatuses,
  transferViews,
  transferViewStatuses,
  anticipationStatusLabels,
  anticipationStatuses,
  receivableStatusLabels,
  receivableStatuses,
  receivableViews,
} from './vocabulary';
export {
  anticipationCreditDate,
  anticipationLimit,
  anticipationMessages,
  defaultAnticipationRules,
  pickUntil,
  quoteAnticipation,
} from './anticipationRules';
export type { AnticipationQuote, AnticipationRules } from './anticipationRules';
export type {
  DisputeKind,
  BankAccountType,
  PixKeyType,
  TransferBlock,
  TransferKind,
  TransferStatus,
  TransferView,
  AnticipationStatus,
  ReceivableStatus,
  ReceivableView,
} from './vocabulary';
export {
  CHARGEBACK_FINE_FIXED,
  CHARGEBACK_FINE_RATE,
  DEFAULT_CHARGEBACK_FINE_RULE,
  DISPUTE_ALERT_HOURS,
  EVIDENCE_TYPES,
  JUSTIFICATION_MAX,
  JUSTIFICATION_MIN,
  MAX_EVIDENCE_BYTES,
  chargebackFine,
  chargebackFineRules,
  disputeAnswerDays,
  disputeAnswerMessages,
  disputeDecisionDays,
  disputeEvidenceSlots,
  disputeKindLabels,
  disputeStateLabels,
  disputeStates,
  disputeUrgency,
  formatTimeLeft,
} from './disputeRules';
export type { ChargebackFineRule, DisputeEvidenceSlot, DisputeState, DisputeUrgency } from './disputeRules';
export {
  BR_CODE_CITY_MAX,
  BR_CODE_NAME_MAX,
  BrCodeError,
  brCodeProblemMessages,
  brCodeProblems,
  buildBrCode,
  crc16CcittFalse,
  parseBrCode,
} from './brCode';
export type { BrCodeInput, BrCodeProblem, ParsedBrCode } from './brCode';
export {
  cardNumberLength,
  cardProblemMessages,
  cardProblems,
  cvvLength,
  detectCardBrand,
  formatCardNumber,
  passesLuhn,
  testCards,
} from './cardRules';
export type { CardInput, CardProblem } from './cardRules';
export {
  DEFAULT_MINIMUM_INSTALLMENT,
  MAX_INSTALLMENTS,
  installmentOptions,
  priceInstallment,
} from './checkoutInstallments';
export type { InstallmentOption, InstallmentRules } from './checkoutInstallments';
export { documentCharactersOf, isValidCnpj, isValidCpfOrCnpj, maskDocument } from './documents';
export { saleHasReceipt, saleReceiptOf } from './saleReceipt';
export {
  ADJUSTMENT_DEBIT_MONTHS,
  ADJUSTMENT_DEBIT_MONTHS_NOT_RENDERED,
  CHARGEBACK_NOTICE_FEE_USD,
  RETENTION_MAX_MONTHS,
  adjustmentReferenceMessages,
  adjustmentReferenceProblem,
  chargebackNoticeFee,
  lateCharges,
  negotiationHoldUntil,
  retentionLatestRelease,
  retentionReleaseProblem,
  usdBrlRate,
} from './contractRules';
export type { CardStatus } from './refunds';
export { barcodeOfDigitableLine, boletoBarcode, digitableLineOf, formatDigitableLine } from './boleto';
export { linkExpiryOf, linkTotalOf, paymentLinkStatusOf, recurrenceDueDate } from './paymentLinkRules';
export type { LinkItem } from './paymentLinkRules';
export {
  CHECKOUT_AMOUNT_MAX,
  CHECKOUT_AMOUNT_MIN,
  isValidDocument,
  isValidEmail,
  payerMessages,
  payerProblems,
} from './payerRules';
export { paymentLinkLimits, paymentLinkMessages, paymentLinkProblems } from './paymentLinkValidation';
export type { PaymentLinkField } from './paymentLinkValidation';
export { paymentLinksCsv } from './paymentLinkCsv';
export { payoutContentsCsv } from './payoutCsv';
export { allPagesOf, disputesCsv, receivablesCsv, transfersCsv } from './listCsv';
export { csvOf } from './csv';
export type { CsvColumn } from './csv';
export {
  NO_RETRY_CODES,
  OVERDUE_AFTER_DAYS,
  RETRY_AFTER_DAYS,
  dueDatesOf,
  isDueDateInRange,
  monthlyRevenueOf,
  recurrenceCharges,
  recurrenceMessages,
  recurrenceProblems,
  recurrenceStatusOf,
} from './recurrenceRules';
export type { ChargeStatus, RecurrenceCharge, RecurrenceSchedule } from './recurrenceRules';
