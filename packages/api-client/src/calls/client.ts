import { coreEndpoints as endpoints } from '../endpoints/coreEndpoints';
import type { AuditedModel } from '../endpoints/account';
import type { SummaryGroup } from '../endpoints/money';
import type { CompanyDocumentsPayload } from '../endpoints/verification';
import type { EndpointInput } from '../endpoints/types';
import { IP_LOOKUP_TIMEOUT_MS, type ApiConfig } from '../http/config';
import { send } from '../http/send';
import type { DisputeAnswerPayload } from '../endpoints/disputeEndpoints';
import type { RecurrenceQueryInput } from '../endpoints/recurrenceEndpoints';
import {
  adjustmentQueryOf,
  anticipationQueryOf,
  disputeQueryOf,
  paymentLinkQueryOf,
  receivableQueryOf,
  statementQueryOf,
  listExportQueryOf,
  transactionQueryOf,
  transferQueryOf,
  type ListExport,
  type AdjustmentFilters,
  type AnticipationFilters,
  type DisputeFilters,
  type PaymentLinkFilters,
  type ReceivableFilters,
  type StatementFilters,
  type TransactionFilters,
  type TransferFilters,
} from '../money/transactionFilters';
import type { PixKeyType } from '../money/vocabulary';
import type { ApprovalBox } from '../endpoints/systemEndpoints';
import type { AccessCalls } from './accessCalls';
import { lazyMember } from './lazyMember';
import type { StoreCalls } from './storeCalls';

export type { AccessUserQuery } from './accessCalls';
export type { EstablishmentListQuery } from './storeCalls';

type E = typeof endpoints;
type Body<K extends keyof E> = EndpointInput<E[K]> extends { body: infer B } ? B : never;

/**
 * One typed function per call of the endpoint table. Every function resolves with the checked answer
 * or rejects with an ApiError; paths, bases and schemas come from the table.
 */
export function createApiClient(config: ApiConfig) {
  const systemOrigin = { systemOrigin: config.systemOrigin };
  return {
    config,

    /** The same calls with another token (the sign-in flow, before the user is stored); a 401 ends nothing. */
    withAccessToken: (token: string) =>
      createApiClient({ ...config, getAccessToken: () => token, onUnauthorized: () => undefined }),

    /**
     * The visitor's public IP for register, signing and terms acceptance. Waits at most 40 s; any failure
     * gives '' so the caller goes on (spec 7).
     */
    lookupIp: async (): Promise<string> => {
      try {
        return (await send(config, endpoints.ipLookup, {}, IP_LOOKUP_TIMEOUT_MS)).ip;
      } catch {
        return '';
      }
    },

    // Authentication
    login: (body: Body<'login'>) => send(config, endpoints.login, { body }),
    register: (body: Body<'register'>) => send(config, endpoints.register, { body }),
    sendTwoFactorCode: (body: Body<'sendTwoFactorCode'>) => send(config, endpoints.sendTwoFactorCode, { body }),
    checkTwoFactorCode: (body: Body<'checkTwoFactorCode'>) => send(config, endpoints.checkTwoFactorCode, { body }),
    sendTwoFactorCodeByWhatsapp: (body: Body<'sendTwoFactorCodeByWhatsapp'>) =>
      send(config, endpoints.sendTwoFactorCodeByWhatsapp, { body }),
    logout: () => send(config, endpoints.logout, {}),
    checkSession: () => send(config, endpoints.checkSession, {}),

    // Forgotten password
    requestPasswordReset: (body: Body<'requestPasswordReset'>) =>
      send(config, endpoints.requestPasswordReset, { body }),
    checkPasswordResetToken: (token: string) => send(config, endpoints.checkPasswordResetToken, { body: { token } }),
    resetPassword: (body: Body<'resetPassword'>) => send(config, endpoints.resetPassword, { body }),

    // Company, terms and system
    isSigned: () => send(config, endpoints.isSigned, {}),
    representative: () => send(config, endpoints.representative, {}),
    signCompanyTerms: (ip: string) => send(config, endpoints.signCompanyTerms, { body: { ip } }),
    systemFunctions: () => send(config, endpoints.systemFunctions, {}),
    acceptTerms: () => send(config, endpoints.acceptTerms, {}),
    companyTerms: (termId: string) => send(config, endpoints.companyTerms, { params: { termId } }),
    acceptCompanyTerms: (termId: string, body: Body<'acceptCompanyTerms'>) =>
      send(config, endpoints.acceptCompanyTerms, { params: { termId }, body }),

    // Account
    updateProfile: (body: Body<'updateProfile'>) => send(config, endpoints.updateProfile, { body }),
    changePassword: (body: Body<'changePassword'>) => send(config, endpoints.changePassword, { body }),
    auditLogs: () => send(config, endpoints.auditLogs, { query: systemOrigin }),
    recordHistory: (model: AuditedModel, id: string) =>
      send(config, endpoints.recordHistory, { params: { model, id } }),

    // Operator and verification
    operatorByEmail: (email: string) =>
      send(config, endpoints.operatorByEmail, { params: { email }, query: systemOrigin }),
    updateOperator: (body: Body<'updateOperator'>) => send(config, endpoints.updateOperator, { body }),
    createOperator: (body: Body<'createOperator'>) => send(config, endpoints.createOperator, { body }),
    sendDocument: (body: Body<'sendDocument'>) => send(config, endpoints.sendDocument, { body }),
    sendCompanyDocuments: ({ idOperator, documents }: CompanyDocumentsPayload) => {
      const form = new FormData();
      form.append('systemOrigin', config.systemOrigin);
      form.append('idOperator', String(idOperator));
      documents.forEach((document, index) => {
        form.append(`document[${index}][type]`, document.type);
        form.append(`document[${index}][file]`, document.file, document.fileName ?? `${document.type}`);
      });
      return send(config, endpoints.sendCompanyDocuments, { body: form });
    },
    verifyDocument: (body: Body<'verifyDocument'>) => send(config, endpoints.verifyDocument, { body }),

    // Money
    transactions: (filters: TransactionFilters) =>
      send(config, endpoints.transactions, { query: transactionQueryOf(filters) }),
    transactionSummary: (filters: TransactionFilters, groupBy: SummaryGroup, splitBy?: SummaryGroup) =>
      send(config, endpoints.transactionSummary, {
        query: { ...transactionQueryOf(filters), groupBy, ...(splitBy ? { splitBy } : {}) },
      }),
    transaction: (id: string) => send(config, endpoints.transaction, { params: { id } }),
    refundTransaction: (id: string, idempotencyKey: string) =>
      send(config, endpoints.refundTransaction, { params: { id }, body: { idempotencyKey } }),
    shareSaleReceipt: (id: string) => send(config, endpoints.shareSaleReceipt, { params: { id } }),
    revokeSaleReceipt: (id: string) => send(config, endpoints.revokeSaleReceipt, { params: { id } }),
    exportList: (request: ListExport) =>
      send(config, endpoints.exportList, {
        body: { list: request.list, query: listExportQueryOf(request), filename: request.filename },
      }),
    exportTransactions: (filters: TransactionFilters, columns: readonly string[]) => {
      const { page: _page, pageSize: _size, ...query } = transactionQueryOf(filters);
      return send(config, endpoints.exportTransactions, { body: { query, columns: [...columns] } });
    },
    exportJobs: () => send(config, endpoints.exportJobs, {}),
    exportFile: (id: string) => send(config, endpoints.exportFile, { params: { id } }),
    disputeSummary: (scope: { partnerId?: readonly number[]; companyId?: readonly number[] } = {}) =>
      send(config, endpoints.disputeSummary, {
        query: {
          ...(scope.partnerId?.length ? { partnerId: scope.partnerId.join(',') } : {}),
          ...(scope.companyId?.length ? { companyId: scope.companyId.join(',') } : {}),
        },
      }),
    balances: (companyId?: number, partnerIds: readonly number[] = []) =>
      send(config, endpoints.balances, {
        query: {
          ...(companyId ? { companyId: String(companyId) } : {}),
          ...(partnerIds.length ? { partnerId: partnerIds.join(',') } : {}),
        },
      }),
    ledgerStatement: (filters: StatementFilters) =>
      send(config, endpoints.ledgerStatement, { query: statementQueryOf(filters) }),
    ledgerStatementFile: (filters: StatementFilters) => {
      const { page: _page, pageSize: _size, ...query } = statementQueryOf(filters);
      return send(config, endpoints.ledgerStatementFile, { query });
    },
    transfers: (filters: TransferFilters) => send(config, endpoints.transfers, { query: transferQueryOf(filters) }),
    transfer: (id: string) => send(config, endpoints.transfer, { params: { id } }),
    transferOptions: (companyId?: number) =>
      send(config, endpoints.transferOptions, { query: companyId ? { companyId: String(companyId) } : {} }),
    pixKeyOwner: (type: PixKeyType, key: string) =>
      send(config, endpoints.pixKeyOwner, { params: { key }, query: { type } }),
    createTransfer: (body: Body<'createTransfer'>) => send(config, endpoints.createTransfer, { body }),
    setNightPeriod: (body: Body<'setNightPeriod'>) => send(config, endpoints.setNightPeriod, { body }),
    approveTransfer: (id: string, body: Body<'approveTransfer'>) =>
      send(config, endpoints.approveTransfer, { params: { id }, body }),
    rejectTransfer: (id: string, reason: string) =>
      send(config, endpoints.rejectTransfer, { params: { id }, body: { reason } }),
    receivables: (filters: ReceivableFilters) =>
      send(config, endpoints.receivables, { query: receivableQueryOf(filters) }),
    anticipationOptions: (companyId?: number) =>
      send(config, endpoints.anticipationOptions, { query: companyId ? { companyId: String(companyId) } : {} }),
    simulateAnticipation: (body: Body<'simulateAnticipation'>) =>
      send(config, endpoints.simulateAnticipation, { body }),
    createAnticipation: (body: Body<'createAnticipation'>) => send(config, endpoints.createAnticipation, { body }),
    anticipations: (filters: AnticipationFilters) =>
      send(config, endpoints.anticipations, { query: anticipationQueryOf(filters) }),
    anticipation: (id: string) => send(config, endpoints.anticipation, { params: { id } }),
    disputes: (filters: DisputeFilters) => send(config, endpoints.disputes, { query: disputeQueryOf(filters) }),
    dispute: (transactionId: string) => send(config, endpoints.dispute, { params: { transactionId } }),
    answerDispute: (transactionId: string, answer: DisputeAnswerPayload) => {
      const form = new FormData();
      form.append('idempotencyKey', answer.idempotencyKey);
      form.append('decision', answer.decision);
      form.append('justification', answer.justification);
      answer.evidence.forEach((item, index) => {
        form.append(`evidence[${index}][slot]`, item.slot);
        form.append(`evidence[${index}][file]`, item.file, item.file.name);
      });
      return send(config, endpoints.answerDispute, { params: { transactionId }, body: form });
    },
    adjustments: (filters: AdjustmentFilters) =>
      send(config, endpoints.adjustments, { query: adjustmentQueryOf(filters) }),
    createAdjustment: (body: Body<'createAdjustment'>) => send(config, endpoints.createAdjustment, { body }),
    retentions: (companyId?: number) =>
      send(config, endpoints.retentions, { query: companyId ? { companyId: String(companyId) } : {} }),
    createRetention: (body: Body<'createRetention'>) => send(config, endpoints.createRetention, { body }),
    releaseRetention: (id: string, body: Body<'releaseRetention'>) =>
      send(config, endpoints.releaseRetention, { params: { id }, body }),
    paymentLinks: (filters: PaymentLinkFilters) =>
      send(config, endpoints.paymentLinks, { query: paymentLinkQueryOf(filters) }),
    paymentLink: (id: string) => send(config, endpoints.paymentLink, { params: { id } }),
    createPaymentLink: (body: Body<'createPaymentLink'>) => send(config, endpoints.createPaymentLink, { body }),
    deactivatePaymentLink: (id: string) => send(config, endpoints.deactivatePaymentLink, { params: { id } }),
    updatePaymentLink: (id: string, body: Body<'updatePaymentLink'>) =>
      send(config, endpoints.updatePaymentLink, { params: { id }, body }),
    deletePaymentLink: (id: string) => send(config, endpoints.deletePaymentLink, { params: { id } }),
    recurrences: (query: RecurrenceQueryInput) => send(config, endpoints.recurrences, { query }),
    recurrence: (id: string) => send(config, endpoints.recurrence, { params: { id } }),
    createRecurrence: (body: Body<'createRecurrence'>) => send(config, endpoints.createRecurrence, { body }),
    updateRecurrence: (id: string, body: Body<'updateRecurrence'>) =>
      send(config, endpoints.updateRecurrence, { params: { id }, body }),
    pauseRecurrence: (id: string) => send(config, endpoints.pauseRecurrence, { params: { id } }),
    resumeRecurrence: (id: string, nextDueDate: string) =>
      send(config, endpoints.resumeRecurrence, { params: { id }, body: { nextDueDate } }),
    cancelRecurrence: (id: string) => send(config, endpoints.cancelRecurrence, { params: { id } }),
    changeRecurrenceCard: (id: string, card: Body<'changeRecurrenceCard'>['card']) =>
      send(config, endpoints.changeRecurrenceCard, { params: { id }, body: { card } }),
    checkout: (id: string) => send(config, endpoints.checkout, { params: { id } }),
    payCheckout: (id: string, body: Body<'payCheckout'>) =>
      send(config, endpoints.payCheckout, { params: { id }, body }),
    checkoutPayment: (id: string, paymentId: string) =>
      send(config, endpoints.checkoutPayment, { params: { id, paymentId } }),
    saleReceipt: (token: string) => send(config, endpoints.saleReceipt, { params: { token } }),
    moneyCompanies: () => send(config, endpoints.moneyCompanies, {}),
    companyRates: (companyId?: number) =>
      send(config, endpoints.companyRates, { query: companyId ? { companyId: String(companyId) } : {} }),

    // The back-office's groups: each a chunk of its own, loaded with its first call
    access: lazyMember<AccessCalls>(() => import('./accessCalls').then((group) => group.accessCalls(config))),
    stores: lazyMember<StoreCalls>(() => import('./storeCalls').then((group) => group.storeCalls(config))),

    // Approvals and system settings (back-office 1; the shell counts the approvals)
    approvals: (box: ApprovalBox) => send(config, endpoints.approvals, { query: { box } }),
    approveRequest: (id: string, body: Body<'approveRequest'>) =>
      send(config, endpoints.approveRequest, { params: { id }, body }),
    rejectRequest: (id: string, reason: string) =>
      send(config, endpoints.rejectRequest, { params: { id }, body: { reason } }),
    systemSettings: () => send(config, endpoints.systemSettings, {}),
    changeSystemSetting: (key: string, body: Body<'changeSystemSetting'>) =>
      send(config, endpoints.changeSystemSetting, { params: { key }, body }),
    sessionPolicy: () => send(config, endpoints.sessionPolicy, {}),

    // Sandbox only
    sandboxOutbox: () => send(config, endpoints.sandboxOutbox, {}),
    sandboxOpenDispute: (body: Body<'sandboxOpenDispute'>) => send(config, endpoints.sandboxOpenDispute, { body }),
    sandboxPayCheckout: (paymentId: string) => send(config, endpoints.sandboxPayCheckout, { params: { paymentId } }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
