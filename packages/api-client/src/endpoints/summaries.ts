import type { EndpointName } from '.';

/**
 * What each call does, in a line: the OpenAPI document's summaries. Apart from the endpoint table, so the client
 * a browser loads does not carry the words (3 KiB gzipped on every signed-in page); the type asks for every call.
 */
export const endpointSummaries: Record<EndpointName, string> = {
  establishments:
    "The stores and white labels in the caller's tree, filtered by status, kind, white label, state, MCC, creation date and name or CNPJ/CPF, with each one's approved sales of the last 30 days and its owner's balance; server-paginated, the totals of the whole filtered list (view_establishments).",
  establishment:
    'One store or white label: status with its reason and history, registry data, address, masked settlement account (and one waiting for approval), plan, stores and the status changes the caller may make (view_establishment).',
  changeEstablishmentStatus:
    'Suspends (no new sales), blocks (no withdrawals, no sales), reactivates or closes (for good) a store, with a reason of 10 to 500 characters (edit_establishments). Audited.',
  lookupRegistry:
    'What the registry says of a CNPJ (numeric or alphanumeric) or CPF: legal and trade names, main CNAE and the MCC it suggests, registration status (only an active CNPJ or a regular CPF may hold a store) and address, and whether a store is already registered on it and where (create_establishment).',
  lookupPostalCode:
    'The street, district, city and state of a CEP; 404 when it is not known (the address is then typed).',
  updateEstablishment:
    "Edits a store: trade name, MCC, address, contact and channels apply at once (audited); a new settlement account (the store's own document, its check digit verified) is a request a second person approves with the reason given, one at a time per store (edit_establishments).",
  createEstablishment:
    "Registers a store (or, for platform staff, a white label): the registry must say the document is active, the settlement account's holder must be the store's document and its check digit right for the banks whose rule is public (001, 033, 104, 237, 341); the legal owner becomes a Cliente. Answers the store's id and status: active, or in analysis when created by a white label or under a reviewed MCC. One store per idempotency key (create_establishment). Audited.",
  permissionCatalogue:
    'Every permission a role may hold, by area, with its description, whether granting it waits for approval and what it implies (view_permissions or view_roles).',
  roles:
    'The roles with their permissions (implied ones included), how many users hold each, and which permissions the caller may grant (view_roles).',
  createRole:
    'Creates a custom role (edit_roles); refused when its name is in use or it holds a permission the caller does not. The same idempotency key gives the same role.',
  roleImpact:
    'What a change of permissions would do to a role: the permissions added and removed and the users it affects.',
  updateRole:
    "Changes a custom role's name, description and permissions (edit_roles; built-in roles are locked); refused when based on an older version. Its users get the change at their next sign-in; the API applies it at once. Audited.",
  deleteRole: 'Deletes a custom role that nobody holds (edit_roles). Audited.',
  accessUsers:
    "The people who sign in (team users) or the platform's operators (team operators), in the caller's scope, filtered by role, scope, status, last access and name or e-mail; server-paginated.",
  accessUser: 'One user with their roles, scope, status, 2FA and invitation.',
  accessScopes: 'The white labels, clients and stores the caller may give a role in.',
  inviteUser:
    'Invites a person by e-mail (a link valid for 7 days to create a password) with roles in scopes the caller holds; an administrative role waits for a second person. The same idempotency key gives the same user.',
  updateUser:
    "Changes a user's name, mobile, roles and (operators) the stores they serve. Nobody removes their own administrator role or the last administrator; an administrative role waits for approval. Audited.",
  deactivateUser:
    'Deactivates a user: their sessions end at once and their token stops working. Not oneself, not the last administrator. Audited.',
  reactivateUser: 'Lets a deactivated user sign in again. Audited.',
  resendInvitation: 'Sends a new invitation link (7 days); the old one stops working.',
  invitation: "An invitation link's state: valid (with the person's name and masked e-mail), expired, used or unknown.",
  acceptInvitation: "Creates the invited person's password (the portal's password rule); the link then stops working.",
  requestNewInvitation: 'From an expired invitation: tells whoever sent it that a new one is wanted.',
  approvals:
    'Approval requests: those the caller may decide (waiting), those they made (mine), and the decided ones. A maker never decides their own.',
  approveRequest:
    'Approves and applies a request, confirmed with the password (or 2FA code). Refused for its maker; re-checked first: it fails if the data changed since it was made, or if it expired.',
  rejectRequest: 'Rejects a request with a reason; its maker sees it.',
  systemSettings:
    "The settings registry: each setting's value, default, source (default, environment or database), who changed it last and any change waiting for approval. Secrets only say whether they are set.",
  changeSystemSetting:
    'Asks to change a setting with a reason (edit_system); the change is applied only once a second person approves it. Deployment-fixed settings are refused.',
  sessionPolicy:
    'What the portal applies once signed in: the idle sign-out time (1–15 minutes) and the dated payment-pause notice.',
  updateProfile: "Changes the signed-in user's name, e-mail, birth date and mobile.",
  changePassword: 'Changes the password; the answer carries a message for the user.',
  auditLogs: 'The audit log of the platform (shown to users with view_audit).',
  recordHistory:
    "One record's audit entries, newest first: who changed it, when, from which values to which. Only for whoever may see the record's merchant (its people, its partner, staff): 404 for anybody else; none for a record never changed.",
  adjustments: 'Manual credits and debits in scope, newest first, with the reason and who made each.',
  createAdjustment:
    "Credits or debits a merchant's available balance with a reason, confirmed with the password (or 2FA). The same idempotency key gives the same adjustment.",
  login: 'Signs in with e-mail and password; a wrong pair answers 401 with a message.',
  register: 'Creates an account and signs it in.',
  sendTwoFactorCode: 'Sends the six-digit sign-in code by e-mail (limitResend null at sign-in, 1 on resend).',
  checkTwoFactorCode: 'Checks the sign-in code, on the two-factor API.',
  logout: 'Ends the session of the bearer token.',
  checkSession: 'The session check that precedes the company upload and the audit fetch (its answer is not used).',
  checkout: "The public checkout of a link: the merchant, the order and the methods, without the merchant's fees.",
  payCheckout:
    'Pays a link by card (answered at once), Pix (a BR Code to pay) or boleto (a linha digitável). The same idempotency key gives the same payment.',
  checkoutPayment: 'A payment of a link, for the page to poll while a Pix or boleto waits.',
  saleReceipt:
    "A sale's receipt for its customer, by the unguessable token of a link the merchant shared (revoked: 404).",
  sandboxPayCheckout: "Sandbox control: the payer's bank pays a waiting Pix code or boleto.",
  isSigned: "Whether the user's company has signed the terms, and who its representative is.",
  representative: "The company administrator's name and e-mail (shown on the blocked-access notice).",
  signCompanyTerms: 'The company administrator signs the terms for the company.',
  systemFunctions: 'The system functions and whether each is on (two_factor_authentication among them).',
  acceptTerms: 'A master user accepts the platform terms (reading A of spec 4.4).',
  companyTerms: "A company's terms page: HTML, or the company data that fills the platform terms.",
  acceptCompanyTerms: 'Accepts the platform terms filled with the company data (reading B of spec 4.4).',
  disputes:
    'Chargebacks and MEDs in scope: those waiting for an answer first (nearest deadline first), then the rest, newest first.',
  dispute: 'One dispute: the value held, the deadline, the answer and its evidence, the decision and the fine.',
  answerDispute:
    'Accepts (lost at once) or contests with a justification and evidence (PDF, PNG or JPEG, up to 30 MB each), once. The same idempotency key gives the same answer.',
  sandboxOpenDispute: "Opens a chargeback or MED on one of the caller's paid sales, to answer one at will.",
  transactions: 'One page of transactions, sorted and filtered, with the totals of the whole filtered set.',
  transactionSummary:
    'The same filtered set as the list, in buckets (per day, method, brand, installments, status, refusal, company), with the same totals.',
  transaction: 'A transaction with its installments, identifiers, refusal, dispute and timeline.',
  refundTransaction:
    'Refunds the full amount (card, or a Pix devolução) within 30 days of the capture, from the available balance. The same idempotency key always gives the same refund.',
  shareSaleReceipt:
    "Makes the public address of the sale's receipt for its customer; asked again, gives the same address until it is revoked.",
  revokeSaleReceipt: "Revokes the receipt's public address: whoever has it sees that it no longer works.",
  exportTransactions:
    'The whole filtered set as a pt-BR CSV: up to 10,000 rows in the answer, more as a job listed by GET exports.',
  exportList:
    "A list's whole filtered set (transfers, receivables, disputes, payment links) as a pt-BR CSV: up to 10,000 rows in the answer, more as a job listed by GET exports, its file built when downloaded.",
  exportJobs: "The caller's export jobs, newest first, with their status.",
  exportFile: "A ready export's file.",
  disputeSummary: 'Open chargebacks and MEDs in scope: how many, the value held and the nearest deadline.',
  balances: 'Disponível, bloqueado (each hold with reason and release date), a receber and em processamento.',
  ledgerStatement:
    'Extrato Bancário: the available balance over a period (up to 12 months back) with its summary, and a page of its lines (each with fees, running balance and the day closing).',
  ledgerStatementFile: 'The statement with the same filters as a CSV (every line, the opening and closing balances).',
  transfers:
    'Transferências: Pix, TED and automatic payouts in scope, newest first, with the views of the sub-routes (pending, processing, unrealized, extended, oldpending).',
  transfer: 'A transfer with its timeline; an automatic payout with every line it contains.',
  transferOptions:
    'What the new-transfer form needs: available balance, fees, limits used and left, the TED date, the approval threshold, saved recipients.',
  pixKeyOwner: "The DICT lookup: a Pix key's holder (name, masked document, bank) before confirming.",
  createTransfer:
    'A Pix or TED from the available balance, confirmed with the password (or the 2FA code). The same idempotency key always gives the same transfer.',
  setNightPeriod:
    "The holder's night period for the night limit (Res. BCB 142): it starts at 20:00, 21:00 or 22:00 and ends at 06:00. Answers the new-transfer options.",
  approveTransfer: 'A second person with approve_transfers approves a transfer waiting for approval (password).',
  rejectTransfer: 'Rejects a transfer waiting for approval, with the reason; nothing leaves the balance.',
  companyRates:
    'The rates a company pays (MDR per product × brand, fixed fees, anticipation a.m.) and its settlement plan.',
  moneyCompanies: "The partners, merchants and stores the caller may see (the list filters' options).",
  sandboxClock: 'The sandbox clock.',
  setSandboxClock:
    'Moves the sandbox clock from real time by whole days and, to step through a day, seconds (both 0: real time).',
  requestPasswordReset:
    'Sends a password-reset link by e-mail or WhatsApp. Answers the same whether or not the account exists (no account enumeration).',
  checkPasswordResetToken: "Whether a reset link's token still works; 422 with a message when it expired or was used.",
  resetPassword:
    "Sets a new password with a reset token (used up by it) and ends the account's open sessions; 422 for an expired or used token.",
  sendTwoFactorCodeByWhatsapp:
    "Sends the six-digit sign-in code to the account's mobile by WhatsApp instead of e-mail (limitResend as for e-mail).",
  paymentLinks: 'Payment links of one kind in scope, newest first, with payments count and value and the totals.',
  paymentLink: 'One payment link with its payments.',
  createPaymentLink: 'Creates a payment link (create_links). The same idempotency key gives the same link.',
  updatePaymentLink:
    "Changes a link (create_links): its name, expiry, limit, methods, buyer's data and return URL; items and amounts only while it has no payment.",
  deletePaymentLink: 'Deletes a link nobody has paid or started to pay; one with payments is deactivated instead.',
  deactivatePaymentLink: 'Deactivates a link: it stops accepting payments; links are never deleted.',
  receivables:
    'Extratos / agenda de recebíveis: installments by expected date (by day and one by one) with gross, MDR, anticipation fee, net and status.',
  anticipationOptions: 'What can be anticipated now: the rate, the plan’s limit, the credit date, what is pledged.',
  simulateAnticipation:
    'Simulates an anticipation (chosen receivables or up to a date): fee per installment, net, credit date.',
  createAnticipation:
    'Confirms a simulation with the password (or the 2FA code). The same idempotency key always gives the same anticipation.',
  anticipations: 'Antecipações in scope, newest first, with status and totals.',
  anticipation: 'An anticipation with every receivable it brought forward.',
  recurrences:
    'Subscriptions of one kind in scope, with their next charge, failures and the monthly recurring revenue.',
  recurrence: 'One subscription with each charge the clock has reached (status, attempts, refusal) and the next one.',
  createRecurrence:
    'Creates a subscription (create_links; a card is checked, not charged) or, of kind reusable, a plan with a public subscribe link. The same key gives the same one.',
  updateRecurrence:
    'Changes the amount or the method: from the next charge on, or also the charges still pending with updatePending.',
  pauseRecurrence: 'Pauses a subscription: no charge falls due until it is resumed.',
  resumeRecurrence: 'Resumes a paused subscription from the next due date given (today or later).',
  cancelRecurrence: 'Cancels a subscription: no charge falls due from today.',
  changeRecurrenceCard:
    'Puts a new card on file without charging now; from the next day, retries and new charges use it.',
  retentions: 'Preventive holds of suspect funds in scope, newest first: amount held, reason, release date, who.',
  createRetention:
    "Holds up to an amount of a merchant's available balance as suspect funds until a release date at most 6 months ahead, with a reason (platform staff; audited). The same idempotency key gives the same hold.",
  releaseRetention: 'Releases a preventive hold before its date, with a reason (platform staff; audited).',
  ipLookup: "The visitor's public IP, from a public lookup service (40 s at most; failures give '').",
  sandboxForce: "Forces a call ('POST login') to fail or lag until cleared with mode null.",
  sandboxReset: 'Back to the seeds, forced failures cleared.',
  sandboxOutbox: 'The e-mails and WhatsApp messages the sandbox "sent" (reset links, sign-in codes), newest first.',
  sandboxState: "The sandbox's whole database, for tests that check what a journey sent.",
  operatorByEmail: 'The operator record of an e-mail; 404 when there is none yet.',
  updateOperator: 'Updates the operator found by e-mail before a verification.',
  createOperator: 'Creates the operator record of a user who has none.',
  sendDocument: 'Uploads one photo of the identity document or the selfie.',
  sendCompanyDocuments:
    "Uploads the company's documents (PDF, PNG or JPEG, up to 30 MB each) in one multipart request.",
  verifyDocument: 'Ends the verification with the extra information; the user is then verified.',
};
