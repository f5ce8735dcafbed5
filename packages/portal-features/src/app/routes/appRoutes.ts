import { page, type PortalRoute } from './define';

const onboarding = page(['OnBoarding']);
const analytics = page(['Analytics']);
const customers = page(['Clientes']);
const establishments = page(['White Label e Lojas']);
const transactions = page(['Transações']);
const transfers = page(['Transações', 'Transferências']);
const statements = page(['Transações', 'Extratos']);
const partners = page(['Parceiros']);
const rates = page(['Tarifas Padrão']);
const myAccount = page(['Minha Conta']);
const products = page(['Produtos']);
const administration = page(['Sistema']);
const top = page([]);

// The data permissions (the API's, spec 6's names) of screens whose routes the spec lists without one.
const VIEW_TRANSFERS = 'view_transfers';
const VIEW_TRANSACTIONS = 'view_transactions';
const VIEW_STATEMENT = 'view_bank_statement';
const VIEW_LINKS = 'view_links';
const CREATE_LINKS = 'create_links';
const APPROVE_CHANGES = 'approve_changes';
const VIEW_ESTABLISHMENTS = 'view_establishments';
/** Sistema › Aprovações (an addition to spec 2.6 and 2.7). */
export const APPROVALS_PATH = '/dashboard/approvals';

const E = '/dashboard/establishments';
const T = '/dashboard/transfers';
const S = '/dashboard/statements';

/**
 * The pages inside the app shell (spec 2.6). Where the spec lists a path without a permission, the route
 * needs 'read' on ACL (spec 6: the default action) and, if its screen loads data, that data's permission: the
 * guard and the menu ask for both, so nobody is offered a page that can only answer 403.
 */
export const appRoutes: readonly PortalRoute[] = [
  // Onboarding
  onboarding('/dashboard/onboarding', 'Análise', 'create_establishment'),
  onboarding('/dashboard/onboarding/Compliance/:id', 'Compliance'),
  onboarding('/dashboard/onboarding/company/wizard', 'Criar Empresa', 'create_company_onboarding_wizard'),
  onboarding('/dashboard/onboarding/ComplianceCaf/:id', 'Compliance CAF'),
  onboarding('/dashboard/onboarding/partnersPage/:doc/:docType', 'Sócios'),
  onboarding('/dashboard/onboarding/createOperator', 'Criar operador'),
  onboarding('/dashboard/onboarding/invitesOperators', 'Convites'),
  onboarding('/create/company/wizard', 'Criar empresa'),
  onboarding('/dashboard/onboarding/editInviteByOperator/:email', 'Editar convite'),
  onboarding('/dashboard/onboarding/editInvitePreRegistrationByOperator/:email', 'Editar convite de pré-registro'),
  onboarding('/dashboard/onboarding/pre-registro', 'Pré-Registros', 'view_dashboard'),
  onboarding('/registration/wizard', 'Cadastro', 'view_registration_wizard'),

  // Analytics and reports
  top('/dashboard/analytics', 'Analytics', 'view_analytics'),
  analytics('/dashboard/analytics/companies', 'Analítico', 'view_analytics_whitelabel'),
  analytics('/dashboard/analytics/preview/whitelabel/:idcompany', 'Analítico do White Label'),
  analytics('/dashboard/analytics/preview/:idcompany', 'Analítico da empresa'),
  transactions('/dashboard/reports', 'Relatórios', 'view_analytics'),
  transactions('/dashboard/reports/preview/:idcompany/:initialDate/:finalDate', 'Relatório da empresa'),
  transactions(
    '/dashboard/exchange/conciliation/create',
    'Conciliação de Câmbio',
    'view_conciliate_exchange_transactions',
  ),
  top('/dashboard/ecommerce', 'Indicadores', 'view_dashboard', 'indicators'),

  // Customers
  top('/dashboard/customers', 'Clientes', 'view_customers'),
  customers('/dashboard/customers/create', 'Novo cliente', 'create_customers'),
  customers('/dashboard/customers/rates/:id', 'Tarifas do cliente', 'view_customers_rates'),
  customers('/dashboard/customers/rates/mdr/:id', 'Tarifas MDR do cliente', 'view_customers_mdr_rates'),
  customers(
    '/dashboard/customers/rates/cancellation-chargeback-med_pix/:id',
    'Tarifas de cancelamento, chargeback e MED PIX',
    'view_cancellation_and_chargeback_rates',
  ),

  // Establishments
  top(E, 'White Label e Lojas', 'view_establishments', 'establishments'),
  establishments(`${E}/create`, 'Criar Loja', 'create_establishment', 'newStore'),
  establishments(`${E}/:idcompany`, 'Lojas da empresa', undefined, 'establishments', VIEW_ESTABLISHMENTS),
  establishments(`${E}/preview/:id`, 'Detalhes da loja', 'view_establishment', 'establishmentDetail'),
  establishments(`${E}/edit/:id`, 'Editar loja', 'edit_establishments', 'editStore'),
  establishments(`${E}/editallfee`, 'Editar tarifas das lojas'),
  establishments(`${E}/:id/terminals`, 'Terminais', 'view_establishments_terminals'),
  establishments(`${E}/terminals/create`, 'Novo terminal', 'create_establishments_terminals'),
  establishments(`${E}/terminals/edit/:companyTerminalId`, 'Editar terminal', 'create_establishments_terminals'),
  establishments(`${E}/:id/rates`, 'Tarifas da loja', 'view_establishment_rates'),
  establishments(`${E}/rates/brand`, 'Tarifas por bandeira', 'view_establishment_brands'),
  establishments(`${E}/:id/operators`, 'Operadores da loja', 'view_operators'),
  establishments(`${E}/operators/create`, 'Novo operador da loja', 'create_operators'),
  establishments(`${E}/:id/acquirers`, 'Adquirentes'),
  establishments(`${E}/:id/credentials`, 'Credenciais', 'view_credentials'),
  establishments(`${E}/:id/splits/create`, 'Novo split PIX', 'view_pix_with_split'),
  establishments(`${E}/splits/edit`, 'Editar split PIX', 'view_pix_with_split'),

  // Money movement
  transactions('/dashboard/transactions', 'Transações Financeiras', 'view_transactions', 'transactions'),
  transactions('/dashboard/transactions/preview/:id', 'Detalhes da transação', 'view_transaction', 'transactionDetail'),
  transactions('/dashboard/BankingActivity', 'Extrato Bancário', 'view_bank_statement', 'bankingActivity'),
  top('/dashboard/anticipations', 'Antecipações', 'view_anticipations', 'anticipations'),
  transactions(T, 'Transferências', 'view_transfers', 'transfers'),
  transfers(`${T}/preview/:id`, 'Detalhes da transferência', undefined, 'transferDetail', VIEW_TRANSFERS),
  transfers(`${T}/pending`, 'Transferências pendentes', undefined, 'transfers', VIEW_TRANSFERS),
  transfers(
    `${T}/pending/preview/:companyId/:anticipatedDate`,
    'Detalhes da transferência pendente',
    undefined,
    'transfers',
    VIEW_TRANSFERS,
  ),
  transfers(`${T}/adjustment`, 'Ajustes', undefined, 'adjustments', VIEW_TRANSFERS),
  transfers(`${T}/oldpending`, 'Pendências antigas', undefined, 'transfers', VIEW_TRANSFERS),
  transfers(`${T}/processing`, 'Em processamento', undefined, 'transfers', VIEW_TRANSFERS),
  transfers(`${T}/unrealized`, 'Não realizadas', undefined, 'transfers', VIEW_TRANSFERS),
  transfers(`${T}/extended`, 'Prorrogadas', undefined, 'transfers', VIEW_TRANSFERS),
  transfers(`${T}/chargebacks`, 'Chargebacks', undefined, 'disputes', VIEW_TRANSACTIONS),
  transactions(S, 'Extratos', undefined, 'receivables', VIEW_STATEMENT),
  statements(`${S}/preview/:id`, 'Detalhes do extrato', undefined, 'receivableDetail', VIEW_STATEMENT),
  statements(
    `${S}/pending/preview/:companyId/:anticipatedDate`,
    'Extrato pendente',
    undefined,
    'receivableDetail',
    VIEW_STATEMENT,
  ),
  statements(
    `${S}/future/preview/:companyId/:paymentDate`,
    'Extrato futuro',
    undefined,
    'receivableDetail',
    VIEW_STATEMENT,
  ),
  statements(
    `${S}/warranty/preview/:companyId/:paymentDate`,
    'Extrato de garantia',
    undefined,
    'receivableDetail',
    VIEW_STATEMENT,
  ),

  // Partners and rates
  top('/dashboard/distributors', 'Distribuidores'),
  partners('/dashboard/distributors/create', 'Novo distribuidor'),
  partners('/dashboard/distributors/:id', 'Distribuidor'),
  top('/dashboard/promoters', 'Promotores'),
  partners('/dashboard/promoters/create', 'Novo promotor'),
  top('/rates/standard', 'Tarifas Padrão', 'view_standard_rates'),
  rates('/rates/standard/create', 'Nova tarifa padrão', 'create_standard_rates'),
  rates('/rates/standard/preview/:id', 'Detalhes da tarifa padrão'),
  myAccount('/dashboard/myaccount', 'Meus Dados', 'view_my_account'),
  myAccount('/dashboard/myaccount/edit', 'Editar meus dados', 'edit_my_account'),
  myAccount('/dashboard/myrates', 'Minhas Taxas', 'view_my_rates'),

  // Products
  products('/dashboard/payment/links', 'Links de Pagamento Personalizado', 'view_links', 'paymentLinks'),
  products('/dashboard/payment/links/create', 'Novo link de pagamento', 'create_links', 'newPaymentLink'),
  products('/dashboard/payment/links/fixed', 'Links de Pagamento Anônimo', 'view_links', 'paymentLinks'),
  products('/dashboard/payment/links/create/fixed', 'Novo link de pagamento anônimo', 'create_links', 'newPaymentLink'),
  products(
    '/dashboard/payment/links/fixed/:idrecurrence',
    'Link de pagamento anônimo',
    'view_links',
    'paymentLinkDetail',
  ),
  products('/dashboard/recurrences', 'Recorrências Personalizado', undefined, 'recurrences', VIEW_LINKS),
  products('/dashboard/recurrences/create', 'Nova recorrência', undefined, 'newRecurrence', CREATE_LINKS),
  products('/dashboard/recurrences/preview/:id', 'Detalhes da recorrência', undefined, 'recurrenceDetail', VIEW_LINKS),
  products('/dashboard/fixed/recurrences', 'Recorrências Anônimo', undefined, 'recurrences', VIEW_LINKS),
  products('/dashboard/fixed/recurrences/create', 'Nova recorrência anônima', undefined, 'newRecurrence', CREATE_LINKS),
  products(
    '/dashboard/fixed/recurrences/preview/:id',
    'Detalhes da recorrência anônima',
    undefined,
    'recurrenceDetail',
    VIEW_LINKS,
  ),
  top('/dashboard/simulator', 'Simular Proposta', 'view_simulator', 'proposalSimulator'),
  products('/dashboard/simulator/fee', 'Simulação', 'view_fee_simulator', 'feeSimulator'),

  // Administration
  top('/dashboard/operators', 'Operadores', 'view_operators_users', 'users'),
  page(['Operadores'])('/dashboard/operators/create', 'Novo operador', 'create_operators_users', 'newUser'),
  top('/dashboard/ediadiq', 'Edi Adiq'),
  top('/dashboard/ediglobal', 'Edi Global'),
  top('/dashboard/conciliations', 'Conciliação'),
  top('/dashboard/exported-files', 'Arquivos', undefined, 'exportedFiles'),
  administration('/dashboard/list/users', 'Usuários', 'view_users', 'users'),
  administration('/dashboard/create/users', 'Novo usuário', 'create_user', 'newUser'),
  administration('/dashboard/edit/:id', 'Editar usuário', 'edit_user', 'editUser'),
  administration('/dashboard/roles', 'Funções', 'view_roles', 'roles'),
  administration('/dashboard/list/permissions', 'Permissões', 'view_permissions', 'permissions'),
  administration('/dashboard/system', 'Configurações de ambiente', 'view_system', 'systemSettings'),
  // An addition to spec 2.6 (issue 34): the requests waiting for a second person. 'read' on ACL for the guard, as
  // every route the spec lists without a permission, and the data permission its screen needs.
  administration(APPROVALS_PATH, 'Aprovações', undefined, 'approvals', APPROVE_CHANGES),
  top('/access-control', 'Controle de acesso', 'read', 'accessControl'),

  // Account settings (2.3)
  top('/pages/account-settings', 'Perfil', 'view_account_settings', 'accountSettings'),
];
